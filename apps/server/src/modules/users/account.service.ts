import type { UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { ImagesService } from '../images/images.service.ts';
import type { MemberDataRepository } from './member-data.repository.ts';
import { toUserDto } from './user-dto.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * A member's rights over their data (Decree 13/2023, PIPEDA): a copy of everything we hold, and
 * deletion. A module that keeps something new about a member adds it to member-data.repository.ts.
 */
export function createAccountService(
  users: UsersRepository,
  images: ImagesService,
  memberData: MemberDataRepository,
) {
  return {
    async exportData(user: UserRow) {
      return {
        exportedAt: new Date().toISOString(),
        user: toUserDto(user),
        images: await images.listOwn(user),
        ...(await memberData.ofMember(user.id)),
      };
    },
    /** Needs the password again; uploads go with the account. */
    async deleteAccount(user: UserRow, password: string) {
      if (!(await verifyPassword(user.passwordHash, password)))
        throw new AppError('auth.wrongPassword', 'WrongPassword');
      await images.removeFilesOf(user);
      await users.delete(user.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
