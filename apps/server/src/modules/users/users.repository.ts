import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type UserRow, users } from '#db/schema/index.ts';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** Queries on `users`; e-mails arrive lower-cased from the contracts. */
export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async findByPhoneNumber(phoneNumber: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
      return row;
    },
    async create(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row as UserRow;
    },
    async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async delete(id: string) {
      await db.delete(users).where(eq(users.id, id));
    },
    /** Ends every token signed so far (sign-out). */
    async revokeTokens(id: string) {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    },
    /** A new password hash, and the end of every token signed before it. */
    async replacePassword(id: string, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
