import type { OutboxKind, OutboxRow } from '#db/schema/index.ts';
import { startDrainLoop } from './drain-loop.ts';
import type { OutboxRepository, RetryPolicy } from './outbox.repository.ts';

/** Delivers one job; throwing means "try again later". */
export type JobHandler = (job: OutboxRow) => Promise<void>;

/**
 * Sends the outbox's jobs with the handler of their kind. A kind without a handler (no CRM
 * configured) is never claimed: its jobs wait, marked not sent, until one is configured.
 */
export function startOutboxWorker(
  repository: OutboxRepository,
  handlers: Partial<Record<OutboxKind, JobHandler>>,
  policy: RetryPolicy,
  onError: (error: unknown) => void,
  onDeliveryFailed: (job: OutboxRow, error: unknown) => void = () => {},
) {
  const kinds = Object.keys(handlers) as OutboxKind[];
  return startDrainLoop({
    claim: () => repository.claimDue(kinds, policy),
    async handle(job) {
      try {
        await handlers[job.kind]?.(job);
        await repository.markSent(job.id);
      } catch (error) {
        await repository.markFailed(job, error instanceof Error ? error.message : String(error), policy);
        onDeliveryFailed(job, error);
      }
    },
    onError,
  });
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
