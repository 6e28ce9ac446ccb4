import type { Language, MailList } from '@maplebridge/contracts';
import type { Config } from '#config.ts';
import type { MailPayload } from '#db/schema/index.ts';
import { resolveJwtSecret } from '#secrets.ts';
import type { MailContent } from './mail-templates.ts';
import { createUnsubscribeTokens } from './unsubscribe-tokens.ts';

/**
 * Where a mail's links point: PUBLIC_URL, else this server as it listens (development, tests). None in
 * production without PUBLIC_URL: a Host header is the client's to choose, and localhost is nobody's.
 */
export function mailOriginOf(
  config: Pick<Config, 'publicUrl' | 'host' | 'port' | 'isProduction'>,
): string | undefined {
  if (config.publicUrl) return config.publicUrl;
  if (config.isProduction) return undefined;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Who a list mail goes to. */
export interface ListRecipient {
  id: string;
  email: string;
  language: Language;
}

/** The links a list mail's text carries. */
export interface ListMailLinks {
  /** The page that unsubscribes the member from this list, in their language. */
  unsubscribeUrl: string;
  /** An absolute link to a page of the site (`/news/…`). */
  siteUrl(path: string): string;
}

/**
 * The mails of the lists members opt into (new rounds, the news digest): each names its unsubscribe
 * page in its text, and carries `List-Unsubscribe` (the API, for a POST without sign-in) with
 * `List-Unsubscribe-Post`, so mail apps offer one-click unsubscribing (RFC 8058).
 */
export function createListMails({ secret, origin }: { secret: string; origin: string | undefined }) {
  const tokens = createUnsubscribeTokens(secret);
  const siteUrl = (path: string) => `${origin}${path}`;
  return {
    tokens,
    /** False without an address for the links (production without PUBLIC_URL): no list mail is sent. */
    canSend: origin !== undefined,
    compose(
      recipient: ListRecipient,
      list: MailList,
      write: (links: ListMailLinks) => MailContent,
    ): MailPayload {
      const token = tokens.sign({ userId: recipient.id, list });
      const unsubscribeUrl = siteUrl(`/unsubscribe?token=${token}&lng=${recipient.language}`);
      return {
        to: recipient.email,
        ...write({ unsubscribeUrl, siteUrl }),
        headers: {
          'List-Unsubscribe': `<${siteUrl(`/api/mail/unsubscribe?token=${token}`)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    },
  };
}

export type ListMails = ReturnType<typeof createListMails>;

/** The list mails of this server: its secret and its address. */
export function listMailsFor(config: Config): ListMails {
  return createListMails({ secret: resolveJwtSecret(config), origin: mailOriginOf(config) });
}
