import { z } from 'zod';
import { envelopeOf } from './envelope.ts';

/** The scheduled imports (issue 22): IRCC's rounds JSON and the news feeds. */
export const SYNC_JOBS = ['draws', 'news'] as const;
export const SyncJobNameSchema = z.enum(SYNC_JOBS);
export type SyncJobName = z.infer<typeof SyncJobNameSchema>;

/**
 * Why a run ended as it did, a code the console words: `imported` for a run that worked; a feed that
 * did not answer (`unreachable`, `timeout`), answered an error (`httpStatus`), was cut off
 * (`truncated`), too large (`tooLarge`), not the document expected (`malformed`) or in no language we
 * know (`noLanguage`); or storing what it held failed (`importFailed`).
 */
export const SYNC_REASONS = [
  'imported',
  'unreachable',
  'timeout',
  'httpStatus',
  'truncated',
  'tooLarge',
  'malformed',
  'noLanguage',
  'importFailed',
] as const;
export const SyncReasonSchema = z.enum(SYNC_REASONS);
export type SyncReason = z.infer<typeof SyncReasonSchema>;

/** The last run that ended. */
export const SyncRunSchema = z.object({
  finishedAt: z.string(),
  outcome: z.enum(['ok', 'failed']),
  reason: SyncReasonSchema,
  detail: z
    .string()
    .nullable()
    .describe('The technical detail, as the feed or the parser said it (e.g. `HTTP 503`), with the feed.'),
  added: z.number().int().describe('Rounds or draft articles the run added.'),
});
export type SyncRun = z.infer<typeof SyncRunSchema>;

export const SyncJobStatusSchema = z.object({
  job: SyncJobNameSchema,
  isEnabled: z
    .boolean()
    .describe('False when no feed is configured (DRAWS_FEED_URL, NEWS_FEEDS): the job never runs.'),
  sources: z.array(z.string()).describe('The feeds it reads.'),
  intervalSeconds: z.number().int(),
  isRunning: z.boolean().describe('A server holds the job’s lease now.'),
  nextRunAt: z.string().nullable().describe('When it runs next; null when it is not enabled.'),
  failures: z.number().int().describe('Failed runs in a row; each one waits longer before the next try.'),
  lastRun: SyncRunSchema.nullable().describe('Null before the first run ends.'),
});
export type SyncJobStatus = z.infer<typeof SyncJobStatusSchema>;

export const SyncJobParamsSchema = z.object({
  job: z.string().max(40, { error: 'validation.tooLong' }).describe('`draws` or `news`.'),
});

export const SyncStatusResponseSchema = envelopeOf(z.object({ items: z.array(SyncJobStatusSchema) }));

export const SyncRunResponseSchema = envelopeOf(
  z.object({
    hasRun: z
      .boolean()
      .describe('False when the job was already running (here or on another server): it ran nothing more.'),
    job: SyncJobStatusSchema,
  }),
);
export type SyncRunAnswer = z.infer<typeof SyncRunResponseSchema>['data'];
