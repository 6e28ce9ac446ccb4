import nodemailer from 'nodemailer';
import type { MailRow } from '#db/schema/index.ts';

export interface MailTransport {
  send(mail: MailRow): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (`SMTP_URL`). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits (nodemailer's defaults are minutes), so a send always ends within the lease.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transporter.close(),
  };
}

/** The embedded default: the mail stays in the outbox table and is printed to the log. */
export function createOutboxTransport(log: (message: string) => void): MailTransport {
  return {
    async send(mail) {
      log(`mail to ${mail.toAddress}: ${mail.subject}\n${mail.text}`);
    },
    close: () => {},
  };
}
