import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FeedFormatError, parseFeed } from './parse-feed.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('parseFeed', () => {
  it('reads an Atom feed: language, ids, links, HTML content, dates, thumbnail, author', () => {
    const feed = parseFeed(fixture('ircc-news.atom.xml'));
    expect(feed.language).toBe('en');
    expect(feed.entries).toHaveLength(2);
    const [cec, language] = feed.entries;
    expect(cec).toMatchObject({
      sourceId:
        'https://www.canada.ca/en/immigration-refugees-citizenship/news/2026/11/fixture-cec-round.html',
      title: 'Express Entry: a new round of invitations for Canadian Experience Class candidates',
      link: 'https://www.canada.ca/en/immigration-refugees-citizenship/news/2026/11/fixture-cec-round.html',
      preview: 'Invitations were issued to candidates in the Canadian Experience Class .',
      publishDate: new Date('2026-11-20T14:00:00Z'),
      imageUrl: 'https://www.canada.ca/content/dam/ircc/images/fixture-cec.jpg',
      author: 'Immigration, Refugees and Citizenship Canada',
    });
    expect(cec?.html).toContain('<strong>Canadian Experience Class</strong>');
    expect(language).toMatchObject({
      sourceId: 'tag:canada.ca,2026:fixture-language-tests',
      title: 'Language testing: results must be <2 years old',
      html: '<p>Plain-text summary about accepted language tests and their validity period.</p>',
      publishDate: new Date('2026-11-18T12:30:00Z'),
      imageUrl: '',
    });
  });

  it('reads an RSS feed: CDATA content, guid or link as the id, image enclosure, bad dates', () => {
    const feed = parseFeed(fixture('ircc-news.rss.xml'));
    expect(feed.language).toBe('vi');
    const [french, funds] = feed.entries;
    expect(french).toMatchObject({
      sourceId: 'example-2026-11-19-french',
      title: 'Đợt mời (draw) mới dành cho người nói tiếng Pháp',
      author: 'Ban biên tập',
      imageUrl: 'https://example.org/anh/tieng-phap.jpg',
      publishDate: new Date('2026-11-19T01:00:00Z'),
    });
    expect(funds).toMatchObject({
      sourceId: 'https://example.org/tin/chung-minh-tai-chinh',
      publishDate: null,
    });
  });

  it('shortens a long preview at a word', () => {
    const words = Array.from({ length: 100 }, (_, index) => `word${index}`).join(' ');
    const feed = parseFeed(
      `<rss><channel><language>en</language><item><title>Long</title><guid>1</guid><description>${words}</description></item></channel></rss>`,
    );
    const preview = feed.entries[0]?.preview ?? '';
    expect(preview.length).toBeLessThanOrEqual(301);
    expect(preview).toMatch(/word\d+…$/);
  });

  it('refuses what is not a feed, and entity bombs', () => {
    expect(() => parseFeed('<html><body>hi</body></html>')).toThrow(FeedFormatError);
    expect(() => parseFeed('<rss><channel><item>')).toThrow(FeedFormatError);
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`,
    ).join('')}]><rss><channel><item><title>&lol9;</title><guid>1</guid></item></channel></rss>`;
    let expanded = 0;
    try {
      expanded = parseFeed(bomb).entries[0]?.title.length ?? 0;
    } catch {
      expanded = -1;
    }
    expect(expanded).toBeLessThan(100_000);
  });
});
