import type { OutboxKind, OutboxRow } from '#db/schema/index.ts';
import { startDrainLoop } from './drain-loop.ts';
import type { ClaimedJob, OutboxRepository, RetryPolicy } from './outbox.repository.ts';

/** How one kind of job leaves the server. */
export interface JobKind {
  /** Delivers one job; throwing means "try again later". `signal` aborts once the lease is lost. */
  deliver(job: OutboxRow, signal: AbortSignal): Promise<void>;
  /** What is kept of the payload once delivered (a mail drops its code); all of it when absent. */
  keptAfterSending?(payload: Record<string, unknown>): Record<string, unknown>;
  /** Closes what the kind holds open (an SMTP connection), once the worker has stopped. */
  close?(): void;
}

export interface OutboxWorkerOptions {
  repository: OutboxRepository;
  /** A kind without one (no CRM configured) is never claimed: its jobs wait, marked not sent. */
  kinds: Partial<Record<OutboxKind, JobKind>>;
  policy: RetryPolicy;
  /** Deliveries of one kind at once, per process. */
  lanes: number;
  onError(error: unknown): void;
  onDeliveryFailed?(job: OutboxRow, error: unknown): void;
  /** Another worker took the job over (this one stalled past its lease): its outcome counts. */
  onLeaseLost?(job: OutboxRow): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends the outbox: one drain loop per kind, so a slow CRM never holds up a mail. Each job is
 * claimed alone, its lease renewed every third of the lease while it is delivered (a heartbeat),
 * and its outcome recorded only while its claim is still this worker's.
 */
export function startOutboxWorker({
  repository,
  kinds,
  policy,
  lanes,
  onError,
  onDeliveryFailed = () => {},
  onLeaseLost = () => {},
}: OutboxWorkerOptions) {
  async function deliverHoldingLease(job: ClaimedJob, kind: JobKind) {
    const lease = new AbortController();
    const renew = async () => {
      try {
        if (!(await repository.renewLease(job, policy.leaseSeconds))) lease.abort(new Error('lease lost'));
      } catch (error) {
        onError(error);
      }
    };
    const heartbeat = setInterval(() => void renew(), (policy.leaseSeconds * 1_000) / 3);
    try {
      await kind.deliver(job, lease.signal);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function handle(job: ClaimedJob, kind: JobKind) {
    try {
      await deliverHoldingLease(job, kind);
    } catch (error) {
      if (await repository.markFailed(job, messageOf(error), policy)) onDeliveryFailed(job, error);
      else onLeaseLost(job);
      return;
    }
    if (!(await repository.markSent(job, kind.keptAfterSending?.(job.payload)))) onLeaseLost(job);
  }

  const loops = Object.entries(kinds).map(([name, kind]) =>
    startDrainLoop({
      claimNext: () => repository.claimNext([name as OutboxKind], policy.leaseSeconds),
      handle: (job) => handle(job, kind),
      onError,
      lanes,
    }),
  );

  return {
    /** Sends what is due now, every kind; resolves when the passes are over. */
    async drain() {
      await Promise.all(loops.map((loop) => loop.drain()));
    },
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
      for (const kind of Object.values(kinds)) kind.close?.();
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
