import type { MailRow } from '#db/schema/index.ts';
import { startDrainLoop } from '../jobs/drain-loop.ts';
import type { MailRepository } from './mail.repository.ts';
import type { MailTransport } from './mail-transport.ts';

const MAX_ATTEMPTS = 8;

/** Sends the mail outbox, with retries and backoff. In-process by default; safe with replicas. */
export function startMailWorker(
  repository: MailRepository,
  transport: MailTransport,
  onError: (error: unknown) => void,
  onSendFailed: (mail: MailRow, error: unknown) => void = () => {},
) {
  const loop = startDrainLoop({
    claim: () => repository.claimDue(),
    async handle(mail) {
      try {
        await transport.send(mail);
        await repository.markSent(mail.id);
      } catch (error) {
        await repository.markFailed(
          mail,
          error instanceof Error ? error.message : String(error),
          MAX_ATTEMPTS,
        );
        onSendFailed(mail, error);
      }
    },
    onError,
  });
  return {
    drain: loop.drain,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof startMailWorker>;
