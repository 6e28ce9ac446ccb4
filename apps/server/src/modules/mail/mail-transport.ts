import nodemailer from 'nodemailer';
import type { MailPayload } from '#db/schema/index.ts';

/** A mail as it leaves: its outbox row's id names it (the Message-ID). */
export type OutgoingMail = MailPayload & { id: string };

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The domain of the sender's address, for Message-IDs. */
function domainOf(from: string) {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'maplebridge.local';
}

/** SMTP through nodemailer (`SMTP_URL`). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits (nodemailer's defaults are minutes), so a stalled server cannot hold a lane for long.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  const domain = domainOf(from);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
        // The outbox id: a mail sent twice shows as the same message.
        messageId: `<${mail.id}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: the mail stays in the outbox table, for GET /api/dev/outbox. The log names
 * the row only: a mail's text (its code) never reaches a log.
 */
export function createOutboxTransport(
  log: (fields: { outboxId: string; kind: 'mail' }, message: string) => void,
): MailTransport {
  return {
    async send(mail) {
      log({ outboxId: mail.id, kind: 'mail' }, 'mail kept in the dev outbox');
    },
    close: () => {},
  };
}
