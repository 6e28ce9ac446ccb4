import type { OutboxRepository } from '../jobs/outbox.repository.ts';
import type { MailContent } from './mail-templates.ts';

/** Queues a mail durably in the outbox, then nudges the worker; a send failure is retried, never lost. */
export function createMailer(outbox: Pick<OutboxRepository, 'enqueue'>, worker: { drain(): Promise<void> }) {
  return {
    async send(to: string, content: MailContent, code?: string) {
      await outbox.enqueue({ kind: 'mail', payload: { to, ...content, ...(code ? { code } : {}) } });
      void worker.drain();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
