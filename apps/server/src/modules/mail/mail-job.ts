import type { MailPayload } from '#db/schema/index.ts';
import type { JobKind } from '../jobs/outbox-worker.ts';
import type { MailTransport } from './mail-transport.ts';

/** What stands for a one-time code in a mail kept after sending. */
export const CODE_MASK = '••••';

/** A sent mail without its code: the field goes, and the code is masked wherever the text shows it. */
export function withoutCode(mail: MailPayload): MailPayload {
  const { code, ...rest } = mail;
  if (!code) return mail;
  const mask = (text: string) => text.replaceAll(code, CODE_MASK);
  return { ...rest, subject: mask(rest.subject), text: mask(rest.text), html: mask(rest.html) };
}

/**
 * The outbox's `mail` kind. `keepsCodes` only while the dev outbox shows them: anywhere else a code
 * has reached its mailbox once sent, and the row keeps none.
 */
export function createMailJob(transport: MailTransport, { keepsCodes }: { keepsCodes: boolean }): JobKind {
  return {
    // Rows of kind 'mail' are written by the mailer and the contact form, always as a MailPayload.
    deliver: (job) => transport.send({ ...(job.payload as MailPayload), id: job.id }),
    close: () => transport.close(),
    ...(keepsCodes ? {} : { keptAfterSending: (payload) => withoutCode(payload as MailPayload) }),
  };
}
