import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type MailPayload, news, syncJobs, users } from '#db/schema/index.ts';
import { createOutboxRepository } from '../jobs/outbox.repository.ts';

const DIGEST = 'digest';
const isDigest = eq(syncJobs.name, DIGEST);
/** The most articles one language's digest lists: a week rarely has more. */
const MAX_ARTICLES = 20;

/**
 * The weekly digest's queries: its `sync_jobs` row (one replica at a time holds its lease), who gets
 * it, what it lists, and the mails queued in the same transaction that moves the row to next week.
 */
export function createNewsDigestRepository(db: Database) {
  return {
    /** The digest's row, made on first use, due at `firstRunAt`. */
    async ensureJob(firstRunAt: Date) {
      await db.insert(syncJobs).values({ name: DIGEST, nextRunAt: firstRunAt }).onConflictDoNothing();
    },
    /** Takes the lease when the digest is due and no replica holds it: one conditional UPDATE. */
    async takeLease(owner: string, at: Date, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(syncJobs)
        .set({ leaseOwner: owner, leaseUntil: new Date(at.getTime() + leaseMs), lastStartedAt: at })
        .where(
          and(
            isDigest,
            lte(syncJobs.nextRunAt, at),
            or(isNull(syncJobs.leaseUntil), lt(syncJobs.leaseUntil, at)),
          ),
        )
        .returning({ name: syncJobs.name });
      return rows.length > 0;
    },
    /** Active members with a verified address who asked for the digest. */
    optedInMembers() {
      return db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          defaultLanguage: users.defaultLanguage,
        })
        .from(users)
        .where(and(eq(users.emailNewsDigest, true), eq(users.active, true), eq(users.isEmailVerified, true)));
    },
    /** Published articles in a language, newest first, published after `from` and by `to`. */
    publishedBetween(language: 'vi' | 'en', from: Date, to: Date) {
      return db
        .select({
          id: news.id,
          title: news.title,
          previewContent: news.previewContent,
          publishDate: news.publishDate,
        })
        .from(news)
        .where(
          and(
            eq(news.isPublished, true),
            eq(news.language, language),
            gt(news.publishDate, from),
            lte(news.publishDate, to),
          ),
        )
        .orderBy(desc(news.publishDate), desc(news.id))
        .limit(MAX_ARTICLES);
    },
    /**
     * Queues the week's mails and moves the digest to its next run, in one transaction and only while
     * this replica still holds the lease: a week's mails are queued once, or (lease lost) not by it.
     */
    async finish(owner: string, mails: MailPayload[], run: { at: Date; nextRunAt: Date }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(syncJobs)
          .set({
            leaseOwner: null,
            leaseUntil: null,
            nextRunAt: run.nextRunAt,
            lastFinishedAt: run.at,
            lastOutcome: 'ok',
            lastMessage: `${mails.length} digest mails queued`,
            lastAdded: mails.length,
            failures: 0,
          })
          .where(and(isDigest, eq(syncJobs.leaseOwner, owner)))
          .returning({ name: syncJobs.name });
        if (!row) return false;
        const outbox = createOutboxRepository(tx);
        for (const payload of mails) await outbox.enqueue({ kind: 'mail', payload });
        return true;
      });
    },
    /** Gives the lease back after a failed run: the next check tries again. */
    async fail(owner: string, at: Date, message: string) {
      await db
        .update(syncJobs)
        .set({
          leaseOwner: null,
          leaseUntil: null,
          lastFinishedAt: at,
          lastOutcome: 'failed',
          lastMessage: message.slice(0, 500),
          failures: sql`${syncJobs.failures} + 1`,
        })
        .where(and(isDigest, eq(syncJobs.leaseOwner, owner)));
    },
  };
}

export type NewsDigestRepository = ReturnType<typeof createNewsDigestRepository>;
