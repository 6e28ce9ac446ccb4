import { describe, expect, it } from 'vitest';
import { createListMails, mailOriginOf } from './list-mails.ts';
import { createUnsubscribeTokens } from './unsubscribe-tokens.ts';

const MEMBER = {
  id: '3f0c7a2e-1b4d-4c8e-9f10-123456789abc',
  email: 'an@example.com',
  language: 'en' as const,
};

describe('mailOriginOf', () => {
  it('is PUBLIC_URL, else the server as it listens, and none in production without PUBLIC_URL', () => {
    const server = { host: '127.0.0.1', port: 8080, isProduction: false, publicUrl: undefined };
    expect(mailOriginOf({ ...server, publicUrl: 'https://maplebridge.vn' })).toBe('https://maplebridge.vn');
    expect(mailOriginOf(server)).toBe('http://127.0.0.1:8080');
    expect(mailOriginOf({ ...server, host: '0.0.0.0' })).toBe('http://localhost:8080');
    expect(mailOriginOf({ ...server, host: '::1' })).toBe('http://[::1]:8080');
    expect(mailOriginOf({ ...server, isProduction: true })).toBeUndefined();
    expect(mailOriginOf({ ...server, isProduction: true, publicUrl: 'https://maplebridge.vn' })).toBe(
      'https://maplebridge.vn',
    );
  });
});

describe('a list mail', () => {
  it('names its unsubscribe page in the text and carries the one-click headers', () => {
    const lists = createListMails({ secret: 'a-secret', origin: 'https://maplebridge.vn' });
    expect(lists.canSend).toBe(true);
    let links = { unsubscribeUrl: '', site: '' };
    const mail = lists.compose(MEMBER, 'newsDigest', ({ unsubscribeUrl, siteUrl }) => {
      links = { unsubscribeUrl, site: siteUrl('/news/1') };
      return { subject: 'S', text: unsubscribeUrl, html: '' };
    });
    const token = createUnsubscribeTokens('a-secret').sign({ userId: MEMBER.id, list: 'newsDigest' });
    expect(links).toEqual({
      unsubscribeUrl: `https://maplebridge.vn/unsubscribe?token=${token}&lng=en`,
      site: 'https://maplebridge.vn/news/1',
    });
    expect(mail).toEqual({
      to: 'an@example.com',
      subject: 'S',
      text: links.unsubscribeUrl,
      html: '',
      headers: {
        'List-Unsubscribe': `<https://maplebridge.vn/api/mail/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });

  it('is not sent without an address for its links', () => {
    expect(createListMails({ secret: 'a-secret', origin: undefined }).canSend).toBe(false);
  });
});

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens('a-secret');

  it('name the member and the list they were signed for, and nothing else passes', () => {
    const token = tokens.sign({ userId: MEMBER.id, list: 'roundAlerts' });
    expect(token).toMatch(/^roundAlerts\.[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(tokens.verify(token)).toEqual({ userId: MEMBER.id, list: 'roundAlerts' });
    const [, , signature] = token.split('.');
    for (const forged of [
      `newsDigest.${MEMBER.id}.${signature}`,
      `roundAlerts.00000000-0000-4000-8000-000000000000.${signature}`,
      createUnsubscribeTokens('another-secret').sign({ userId: MEMBER.id, list: 'roundAlerts' }),
      `${token}.extra`,
      token.slice(0, -1),
      `marketing.${MEMBER.id}.${signature}`,
      '',
      '..',
    ])
      expect(tokens.verify(forged), forged).toBeNull();
  });
});
