import { and, desc, eq, gt, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { auditLog, type SiteNoticeRow, siteNotices } from '#db/schema/index.ts';

export type SiteNoticeWrite = Pick<
  SiteNoticeRow,
  'messageVn' | 'messageEn' | 'severity' | 'linkUrl' | 'startsAt' | 'endsAt'
>;

export function createNoticesRepository(db: Database) {
  return {
    /** The notices shown at `now`: started, and not yet ended. Newest start first. */
    findActive(now: Date): Promise<SiteNoticeRow[]> {
      return db
        .select()
        .from(siteNotices)
        .where(
          and(lte(siteNotices.startsAt, now), or(isNull(siteNotices.endsAt), gt(siteNotices.endsAt, now))),
        )
        .orderBy(desc(siteNotices.startsAt), desc(siteNotices.createdAt));
    },
    /** Every notice, past and future ones too, for the console: newest start first. */
    findAll(): Promise<SiteNoticeRow[]> {
      return db.select().from(siteNotices).orderBy(desc(siteNotices.startsAt), desc(siteNotices.createdAt));
    },
    async create(values: SiteNoticeWrite): Promise<SiteNoticeRow> {
      const [row] = await db.insert(siteNotices).values(values).returning();
      return row as SiteNoticeRow;
    },
    async update(id: string, values: SiteNoticeWrite): Promise<SiteNoticeRow | undefined> {
      const [row] = await db
        .update(siteNotices)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(siteNotices.id, id))
        .returning();
      return row;
    },
    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(siteNotices)
        .where(eq(siteNotices.id, id))
        .returning({ id: siteNotices.id });
      return rows.length > 0;
    },
    /**
     * Adds `values` under `id` once: only to a site that has no notice and whose staff never changed
     * one (the audit log), so a notice staff deleted does not come back; a second replica's insert of
     * the same id does nothing.
     */
    async seedOnce(id: string, values: SiteNoticeWrite): Promise<boolean> {
      const [existing] = await db.select({ id: siteNotices.id }).from(siteNotices).limit(1);
      if (existing) return false;
      const [changed] = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(like(auditLog.action, 'admin.notices.%'))
        .limit(1);
      if (changed) return false;
      const rows = await db
        .insert(siteNotices)
        .values({ id, ...values })
        .onConflictDoNothing({ target: siteNotices.id })
        .returning({ id: siteNotices.id });
      return rows.length > 0;
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
