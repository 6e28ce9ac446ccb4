import type { OutboxKind } from '#db/schema/index.ts';
import { appWide, type ModulePlugin } from '../module-plugin.ts';
import { createOutboxRepository, type OutboxRepository } from './outbox.repository.ts';
import { addOutboxDepth } from './outbox-depth.ts';
import { type JobKind, type OutboxWorker, startOutboxWorker } from './outbox-worker.ts';

export interface Outbox {
  repository: OutboxRepository;
  /** How one kind of job is delivered, added before the app is ready; a kind without one waits. */
  addKind(kind: OutboxKind, job: JobKind): void;
  /** Sends what is due now: a nudge after queueing. */
  drain(): Promise<void>;
}

/**
 * The outbox and its in-process worker, which the modules feed (mail, contact); decorates `outbox`
 * and adds its depth to the metrics. The worker starts once the app is ready, with the kinds added by
 * then, and stops before the database closes.
 */
export const jobsModule: ModulePlugin<'database' | 'config'> = appWide(
  'jobs',
  async (app, { database, config }) => {
    const repository = createOutboxRepository(database.db);
    const kinds: Partial<Record<OutboxKind, JobKind>> = {};
    let worker: OutboxWorker | undefined;
    app.decorate('outbox', {
      repository,
      addKind(kind, job) {
        kinds[kind] = job;
      },
      drain: async () => {
        await worker?.drain();
      },
    } satisfies Outbox);
    addOutboxDepth(app.metrics, repository);
    app.addHook('onReady', async () => {
      worker = startOutboxWorker({
        repository,
        kinds,
        policy: config.jobs,
        lanes: config.jobs.lanes,
        onError: (error) => app.log.error({ err: error }, 'outbox worker'),
        onDeliveryFailed: (job, error) =>
          app.log.warn(
            { outboxId: job.id, kind: job.kind, attempts: job.attempts, err: error },
            'delivery failed',
          ),
        onLeaseLost: (job) =>
          app.log.warn(
            { outboxId: job.id, kind: job.kind },
            'delivery outlived its lease: another worker holds it',
          ),
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
);
