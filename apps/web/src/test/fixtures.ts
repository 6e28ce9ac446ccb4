import type { User } from '@maplebridge/contracts';

/** A signed-in member as GET /api/users/jwt answers it. */
export const TEST_USER: User = {
  id: '6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  email: 'an@example.com',
  userName: 'an@example.com',
  defaultLanguage: 'vi',
  isOTPVerified: true,
  phoneNumber: '0901234567',
  address: '',
  fullName: 'Nguyễn Văn An',
  active: true,
  createdTime: '2026-11-01T00:00:00.000Z',
  updatedTime: '2026-11-01T00:00:00.000Z',
  canadaEntriesProfileDTO: null,
  isEmailVerified: true,
  avatarUrl: '',
  signUpEmail: 'an@example.com',
  userTypeDTO: { type: 0, userTypeName: 'Member', description: 'A MapleBridge member' },
  pendingEmail: null,
};
