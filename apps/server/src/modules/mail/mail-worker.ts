import type { MailRepository } from './mail.repository.ts';
import type { MailTransport } from './mail-transport.ts';

const MAX_ATTEMPTS = 8;

/**
 * Drains the outbox: every second, and at once when a mail is queued. In-process by default; the
 * claim is safe with several workers or replicas.
 */
export function startMailWorker(
  repository: MailRepository,
  transport: MailTransport,
  onError: (error: unknown) => void,
) {
  let running: Promise<void> | null = null;
  let isStopped = false;

  async function drainOnce() {
    for (
      let batch = await repository.claimDue();
      batch.length > 0 && !isStopped;
      batch = await repository.claimDue()
    ) {
      for (const mail of batch) {
        try {
          await transport.send(mail);
          await repository.markSent(mail.id);
        } catch (error) {
          await repository.markFailed(
            mail,
            error instanceof Error ? error.message : String(error),
            MAX_ATTEMPTS,
          );
        }
      }
    }
  }

  const drain = () => {
    if (isStopped) return Promise.resolve();
    running ??= drainOnce()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(drain, 1_000);
  timer.unref();

  return {
    /** Sends what is due now; resolves when the pass is over. */
    drain,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof startMailWorker>;
