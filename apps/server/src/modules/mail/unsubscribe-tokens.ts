import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_LISTS, type MailList } from '@maplebridge/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface UnsubscribeTarget {
  userId: string;
  list: MailList;
}

/**
 * The tokens of unsubscribe links: `<list>.<member id>.<HMAC-SHA256 of both>`, signed with the server's
 * secret (the JWT secret, which every replica shares; the prefix keeps its uses apart). They do not
 * expire: a mail read a year later still unsubscribes, and that is all a token can do.
 */
export function createUnsubscribeTokens(secret: string) {
  const signatureOf = ({ userId, list }: UnsubscribeTarget) =>
    createHmac('sha256', secret).update(`mail.unsubscribe:${list}:${userId}`).digest('base64url');

  return {
    sign(target: UnsubscribeTarget): string {
      return `${target.list}.${target.userId}.${signatureOf(target)}`;
    },
    /** The member and list a token names, or null when it was not signed here. */
    verify(token: string): UnsubscribeTarget | null {
      const [list, userId, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !list || !userId || !signature) return null;
      if (!(MAIL_LISTS as readonly string[]).includes(list) || !UUID.test(userId)) return null;
      const target = { userId, list: list as MailList };
      const expected = Buffer.from(signatureOf(target));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? target : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
