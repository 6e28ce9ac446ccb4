import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type UserRow, users } from '#db/schema/index.ts';
import { ADMIN } from '../auth/auth.service.ts';

export type MemberFilter = 'all' | 'active' | 'inactive' | 'admins';

const FILTERS: Record<MemberFilter, SQL | undefined> = {
  all: undefined,
  active: eq(users.active, true),
  inactive: eq(users.active, false),
  admins: eq(users.userType, ADMIN),
};

export function createMembersRepository(db: Database) {
  return {
    async page(keyword: string | undefined, filter: MemberFilter, pageNumber: number, pageSize: number) {
      const pattern = keyword ? `%${keyword.replace(/[%_\\]/g, '\\$&')}%` : undefined;
      const rows: UserRow[] = await db
        .select()
        .from(users)
        .where(
          and(
            FILTERS[filter],
            pattern
              ? or(
                  ilike(users.email, pattern),
                  ilike(users.fullName, pattern),
                  ilike(users.phoneNumber, pattern),
                )
              : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(pageSize + 1)
        .offset((pageNumber - 1) * pageSize);
      return { rows: rows.slice(0, pageSize), hasNextPage: rows.length > pageSize };
    },
    /** Deactivating also ends every session: the token version moves on. */
    async setActive(id: string, active: boolean): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          active,
          updatedAt: sql`now()`,
          ...(active ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }),
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async setUserType(id: string, userType: number): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ userType, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
