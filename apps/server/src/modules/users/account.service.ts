import type { UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { ImagesService } from '../images/images.service.ts';
import { toUserDto } from './user-dto.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * A member's rights over their data (Decree 13/2023, PIPEDA): a copy of everything we hold, and
 * deletion. Later modules (saved results, saved news) add their parts here.
 */
export function createAccountService(users: UsersRepository, images: ImagesService) {
  return {
    async exportData(user: UserRow) {
      return {
        exportedAt: new Date().toISOString(),
        user: toUserDto(user),
        images: await images.listOwn(user),
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
