import { randomUUID } from 'node:crypto';
import {
  SYNC_JOBS,
  SYNC_REASONS,
  type SyncJobName,
  type SyncJobStatus,
  type SyncReason,
} from '@maplebridge/contracts';
import type { Config } from '#config.ts';
import type { SyncJobRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import { fetchFeed } from './fetch-feed.ts';
import type { SyncRepository } from './sync.repository.ts';
import type { SyncJob } from './sync-job.ts';
import { SyncFailure } from './sync-job.ts';

export interface SyncSchedulerOptions {
  repository: SyncRepository;
  settings: Config['sync'];
  now: () => Date;
  /** A failure of our own (the database), not of a feed: logged, the job tried again later. */
  onError(error: unknown, job: SyncJobName): void;
}

const isJobName = (name: string): name is SyncJobName => (SYNC_JOBS as readonly string[]).includes(name);

/** `lastMessage` is `reason` or `reason: detail`. */
function toMessage(reason: SyncReason, detail: string | null) {
  return detail ? `${reason}: ${detail}` : reason;
}

function fromMessage(message: string | null): { reason: SyncReason; detail: string | null } {
  const [head = '', ...rest] = (message ?? '').split(': ');
  const reason = (SYNC_REASONS as readonly string[]).includes(head) ? (head as SyncReason) : 'importFailed';
  return { reason, detail: rest.length ? rest.join(': ') : null };
}

/**
 * The scheduled imports. Every replica ticks every `tickMs`; a job runs only where its lease was
 * taken (`claim`), so replicas run each due job once. A run fetches each of its feeds and hands the
 * document to the job; a feed that fails is recorded and the next run comes sooner, then later each
 * time (1 min, 2, 4 … up to `retryMaxMs`); a run that worked comes back after the job's interval.
 */
export function createSyncScheduler({ repository, settings, now, onError }: SyncSchedulerOptions) {
  const jobs = new Map<SyncJobName, SyncJob>();
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;

  const sourcesOf = (name: SyncJobName) => (jobs.has(name) ? settings[name].urls : []);
  const retryDelay = (failures: number) =>
    Math.min(settings.retryBaseMs * 2 ** Math.max(0, failures - 1), settings.retryMaxMs);

  async function execute(name: SyncJobName, token: string, claimed: SyncJobRow) {
    const job = jobs.get(name) as SyncJob;
    const sources = sourcesOf(name);
    const problems: Array<{ url: string; failure: SyncFailure }> = [];
    let added = 0;
    let isInterrupted = false;
    for (const url of sources) {
      isInterrupted = stopping.signal.aborted;
      if (isInterrupted) break;
      try {
        const text = await fetchFeed(url, {
          timeoutMs: settings.fetchTimeoutMs,
          maxBytes: settings.maxBytes,
          signal: stopping.signal,
        });
        added += await job.importDocument(text, url);
      } catch (error) {
        isInterrupted = stopping.signal.aborted;
        if (isInterrupted) break;
        if (!(error instanceof SyncFailure)) onError(error, name);
        const failure =
          error instanceof SyncFailure ? error : new SyncFailure('importFailed', (error as Error).message);
        problems.push({ url, failure });
      }
    }
    if (added > 0) await job.afterAdded?.(added).catch((error: unknown) => onError(error, name));
    // Stopped partway: no outcome, and the job stays due for the next server that ticks.
    if (isInterrupted) return repository.release(name, token);

    const finishedAt = now();
    const first = problems[0];
    const failures = first ? claimed.failures + 1 : 0;
    // With several feeds, each failure names its feed.
    const detail = problems
      .map(({ url, failure }) => (sources.length > 1 ? `${url}: ${failure.message}` : failure.message))
      .join('; ');
    const isRecorded = await repository.finish(name, token, {
      lastFinishedAt: finishedAt,
      lastOutcome: first ? 'failed' : 'ok',
      lastMessage: first ? toMessage(first.failure.reason, detail) : 'imported',
      lastAdded: added,
      failures,
      nextRunAt: new Date(finishedAt.getTime() + (first ? retryDelay(failures) : settings[name].intervalMs)),
    });
    if (!isRecorded)
      onError(new Error(`The ${name} import outlived its lease: another server may have run it too.`), name);
  }

  /** Runs the job here if its lease can be taken (and, for the schedule, it is due); answers whether it ran. */
  async function runIfFree(name: SyncJobName, isDueOnly: boolean): Promise<boolean> {
    if (stopping.signal.aborted) return false;
    const token = randomUUID();
    const startedAt = now();
    const claimed = await repository.claim(name, token, {
      now: startedAt,
      leaseUntil: new Date(startedAt.getTime() + settings.leaseMs),
      isDueOnly,
    });
    if (!claimed) return false;
    const run = execute(name, token, claimed).finally(() => inFlight.delete(run));
    inFlight.add(run);
    await run;
    return true;
  }

  async function tickOnce() {
    const enabled = SYNC_JOBS.filter((name) => sourcesOf(name).length > 0);
    await Promise.all(
      enabled.map((name) => runIfFree(name, true).catch((error: unknown) => onError(error, name))),
    );
  }

  /** Runs the jobs that are due and free now (one pass at a time in this process). */
  function tick(): Promise<void> {
    if (stopping.signal.aborted) return Promise.resolve();
    ticking ??= tickOnce().finally(() => {
      ticking = null;
    });
    return ticking;
  }

  function toStatus(name: SyncJobName, row: SyncJobRow | undefined, at: Date): SyncJobStatus {
    const sources = sourcesOf(name);
    const isEnabled = sources.length > 0;
    const hasLastRun = row?.lastFinishedAt && row.lastOutcome;
    return {
      job: name,
      isEnabled,
      sources,
      intervalSeconds: Math.round(settings[name].intervalMs / 1_000),
      isRunning: Boolean(row?.leaseUntil && row.leaseUntil > at),
      nextRunAt: isEnabled ? (row?.nextRunAt ?? at).toISOString() : null,
      failures: row?.failures ?? 0,
      lastRun:
        row && hasLastRun
          ? {
              finishedAt: (row.lastFinishedAt as Date).toISOString(),
              outcome: row.lastOutcome as 'ok' | 'failed',
              ...fromMessage(row.lastMessage),
              added: row.lastAdded,
            }
          : null,
    };
  }

  async function statuses(): Promise<SyncJobStatus[]> {
    const rows = await repository.findAll();
    const at = now();
    return SYNC_JOBS.map((name) =>
      toStatus(
        name,
        rows.find((row) => row.name === name),
        at,
      ),
    );
  }

  const statusOf = async (name: SyncJobName) =>
    (await statuses()).find((status) => status.job === name) as SyncJobStatus;

  return {
    /** How a job imports what its feeds answer; added by its module before the app is ready. */
    addJob(name: SyncJobName, job: SyncJob) {
      jobs.set(name, job);
    },

    tick,
    statuses,

    /**
     * Staff's "run now": runs the job at once, due or not, unless a run (here or on another server)
     * holds its lease; answers whether it ran and the job as it stands after.
     */
    async runNow(name: string): Promise<{ hasRun: boolean; job: SyncJobStatus }> {
      if (!isJobName(name)) throw new AppError('sync.unknownJob', `There is no scheduled import "${name}".`);
      if (sourcesOf(name).length === 0)
        throw new AppError('sync.notConfigured', `The ${name} import has no feed configured.`);
      await repository.ensureJobs([name]);
      const hasRun = await runIfFree(name, false);
      if (stopping.signal.aborted)
        throw new AppError('server.unavailable', 'The server is stopping; run the import again in a moment.');
      return { hasRun, job: await statusOf(name) };
    },

    /** Makes sure each job has its row, then ticks every `tickMs`. */
    async start() {
      await repository.ensureJobs(SYNC_JOBS);
      timer = setInterval(() => void tick(), settings.tickMs);
      timer.unref();
    },

    /** No tick after this; a fetch under way is aborted and its lease let go, before this resolves. */
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await ticking;
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type SyncScheduler = ReturnType<typeof createSyncScheduler>;
