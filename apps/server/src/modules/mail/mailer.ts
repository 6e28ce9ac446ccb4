import type { MailRepository } from './mail.repository.ts';
import type { MailContent } from './mail-templates.ts';
import type { MailWorker } from './mail-worker.ts';

/** Queues a mail durably, then nudges the worker; a send failure is retried, never lost. */
export function createMailer(repository: MailRepository, worker: Pick<MailWorker, 'drain'>) {
  return {
    async send(toAddress: string, content: MailContent, code?: string) {
      await repository.enqueue({ toAddress, ...content, code });
      void worker.drain();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
