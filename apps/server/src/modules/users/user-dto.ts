import type { User } from '@maplebridge/contracts';
import type { UserRow } from '#db/schema/index.ts';

const USER_TYPES = [
  { type: 0, userTypeName: 'Member', description: 'A MapleBridge member' },
  { type: 1, userTypeName: 'Admin', description: 'Runs MapleBridge content' },
];

/** A row as the spec's User: never the password hash or the token version. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    userName: row.email,
    defaultLanguage: row.defaultLanguage === 'en' ? 'en' : 'vi',
    isOTPVerified: row.isEmailVerified,
    phoneNumber: row.phoneNumber,
    address: row.address,
    fullName: row.fullName,
    active: row.active,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
    canadaEntriesProfileDTO: null,
    isEmailVerified: row.isEmailVerified,
    avatarUrl: row.avatarUrl,
    signUpEmail: row.signUpEmail,
    userTypeDTO: USER_TYPES[row.userType] ?? (USER_TYPES[0] as (typeof USER_TYPES)[number]),
    pendingEmail: row.pendingEmail,
  };
}
