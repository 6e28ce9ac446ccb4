import { randomUUID } from 'node:crypto';
import { LANGUAGES, type Language } from '@maplebridge/contracts';
import type { ListMails } from './list-mails.ts';
import { type DigestArticle, LIST_MAIL_TEMPLATES } from './mail-templates.ts';
import type { NewsDigestRepository } from './news-digest.repository.ts';

const DAY_MS = 24 * 3_600_000;
const WEEK_MS = 7 * DAY_MS;
/** Long enough to read a week's articles and queue every member's mail. */
const LEASE_MS = 10 * 60_000;
/** How often each replica looks whether the digest is due. */
export const DIGEST_CHECK_MS = 15 * 60_000;

/** The first Monday 01:00 UTC (08:00 in Viet Nam) after `moment`: when the weekly digest goes out. */
export function nextDigestAt(moment: Date): Date {
  const monday = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate(), 1));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  while (monday <= moment) monday.setUTCDate(monday.getUTCDate() + 7);
  return monday;
}

interface DigestDependencies {
  digests: NewsDigestRepository;
  listMails: ListMails;
  now: () => Date;
  /** Asks the outbox worker to deliver now. */
  nudge(): void;
  /** This replica's name on the lease. */
  owner?: string;
}

/**
 * The weekly news digest (issue 22): members who opted in get the articles published in their
 * language in the last 7 days (none: no mail). One replica runs it a week (the `digest` lease), and
 * the week's mails are queued with the move to next week in one transaction: once per member a week.
 */
export function createNewsDigest({
  digests,
  listMails,
  now,
  nudge,
  owner = randomUUID(),
}: DigestDependencies) {
  const articlesOf = async (at: Date) => {
    const since = new Date(at.getTime() - WEEK_MS);
    const entries = await Promise.all(
      LANGUAGES.map(
        async (language) => [language, await digests.publishedBetween(language, since, at)] as const,
      ),
    );
    return new Map(entries);
  };

  return {
    /** Sends the digest when it is due and this replica took the lease; answers the mails queued, or null. */
    async runIfDue(): Promise<number | null> {
      if (!listMails.canSend) return null;
      const at = now();
      await digests.ensureJob(nextDigestAt(at));
      if (!(await digests.takeLease(owner, at, LEASE_MS))) return null;
      try {
        const articles = await articlesOf(at);
        const members = await digests.optedInMembers();
        const mails = members.flatMap((member) => {
          const language: Language = member.defaultLanguage === 'en' ? 'en' : 'vi';
          const found = articles.get(language) ?? [];
          if (found.length === 0) return [];
          return [
            listMails.compose({ ...member, language }, 'newsDigest', ({ unsubscribeUrl, siteUrl }) => {
              const items: DigestArticle[] = found.map((article) => ({
                ...article,
                url: siteUrl(`/news/${article.id}`),
              }));
              return LIST_MAIL_TEMPLATES.newsDigest(language, member.fullName, items, unsubscribeUrl);
            }),
          ];
        });
        if (!(await digests.finish(owner, mails, { at, nextRunAt: nextDigestAt(at) }))) return null;
        if (mails.length > 0) nudge();
        return mails.length;
      } catch (error) {
        await digests.fail(owner, at, (error as Error).message);
        throw error;
      }
    },
  };
}

export type NewsDigest = ReturnType<typeof createNewsDigest>;

/** Checks every `intervalMs` whether the digest is due; `stop` ends the checks and waits for one under way. */
export function scheduleNewsDigest(
  digest: NewsDigest,
  { intervalMs = DIGEST_CHECK_MS, onError }: { intervalMs?: number; onError(error: unknown): void },
) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => digest.runIfDue()).catch(onError);
  }, intervalMs);
  // A pending check never keeps the process alive on its own.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
