import { describe, expect, it } from 'vitest';
import { headTags, type PageHead, withHead } from './page-head.ts';

const HOSTILE = `"</title><script>alert(1)</script>&amp; $& $' R&D`;
const ARTICLE: PageHead = {
  title: HOSTILE,
  description: `<b>"Đợt mời"</b> & more`,
  path: '/news/0b7e4c1e-4a5e-4d2b-9f43-1f7a3c9e2d10',
  language: 'en',
  origin: 'https://maplebridge.example',
  siteName: 'MapleBridge',
  type: 'article',
  image: '/api/uploads/cover.webp',
  published: { at: '2026-11-20T08:00:00.000Z', modifiedAt: '2026-11-21T09:30:00.000Z', inLanguage: 'vi' },
};
const PAGE =
  '<!doctype html><html lang="en"><head><meta name="description" content="The site." /><title>MapleBridge</title></head><body><div id="root"></div></body></html>';

/** The attributes of every tag of one kind, as a parser reads them (entities decoded). */
function tagsOf(html: string, tag: 'meta' | 'link') {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name,
        value
          .replaceAll('&quot;', '"')
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&amp;', '&'),
      ]),
    ),
  );
}
const contentOf = (html: string, key: 'name' | 'property', name: string) =>
  tagsOf(html, 'meta').find((tag) => tag[key] === name)?.content;

describe('the head tags of an article', () => {
  const html = withHead(PAGE, ARTICLE, `${HOSTILE} · MapleBridge`);

  it('escapes every text, so a title with quotes and markup stays text', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</title><script');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>&quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp; $&amp; $',
    );
    expect(contentOf(html, 'property', 'og:title')).toBe(HOSTILE);
    expect(contentOf(html, 'name', 'twitter:title')).toBe(HOSTILE);
    expect(contentOf(html, 'name', 'description')).toBe(ARTICLE.description);
    expect(contentOf(html, 'property', 'og:description')).toBe(ARTICLE.description);
  });

  it('names its canonical address, its languages’ and the default', () => {
    const links = tagsOf(html, 'link');
    const url = `https://maplebridge.example${ARTICLE.path}`;
    expect(links).toEqual([
      { rel: 'canonical', href: `${url}?lng=en` },
      { rel: 'alternate', hreflang: 'vi', href: `${url}` },
      { rel: 'alternate', hreflang: 'en', href: `${url}?lng=en` },
      { rel: 'alternate', hreflang: 'x-default', href: url },
    ]);
    expect(contentOf(html, 'property', 'og:url')).toBe(`${url}?lng=en`);
    expect(contentOf(html, 'property', 'og:type')).toBe('article');
    expect(contentOf(html, 'property', 'og:locale')).toBe('en_US');
    expect(contentOf(html, 'property', 'og:locale:alternate')).toBe('vi_VN');
    expect(contentOf(html, 'property', 'og:image')).toBe(
      'https://maplebridge.example/api/uploads/cover.webp',
    );
    expect(contentOf(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(contentOf(html, 'name', 'twitter:image')).toBe(
      'https://maplebridge.example/api/uploads/cover.webp',
    );
  });

  it('describes it as a NewsArticle in JSON-LD that no text can close', () => {
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const json = scripts[0]?.[1] ?? '';
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: HOSTILE,
      description: ARTICLE.description,
      datePublished: '2026-11-20T08:00:00.000Z',
      dateModified: '2026-11-21T09:30:00.000Z',
      inLanguage: 'vi',
      image: ['https://maplebridge.example/api/uploads/cover.webp'],
      url: `https://maplebridge.example${ARTICLE.path}?lng=en`,
      mainEntityOfPage: `https://maplebridge.example${ARTICLE.path}?lng=en`,
      publisher: { '@type': 'Organization', name: 'MapleBridge', url: 'https://maplebridge.example/' },
    });
  });

  it('keeps an image on another site as it is, and leaves out one that is not http(s)', () => {
    const elsewhere = headTags({ ...ARTICLE, image: 'https://cdn.example/a b.png' });
    expect(contentOf(elsewhere, 'property', 'og:image')).toBe('https://cdn.example/a%20b.png');
    const script = headTags({ ...ARTICLE, image: 'javascript:alert(1)' });
    expect(contentOf(script, 'property', 'og:image')).toBeUndefined();
    expect(contentOf(script, 'name', 'twitter:card')).toBe('summary');
  });

  it('has no absolute link at all when the site’s address is unknown', () => {
    const tags = headTags({ ...ARTICLE, origin: undefined });
    expect(tagsOf(tags, 'link')).toEqual([]);
    expect(tags).not.toContain('maplebridge.example');
    expect(contentOf(tags, 'property', 'og:title')).toBe(HOSTILE);
  });
});

describe('the head tags of a page', () => {
  it('are a website’s, without article dates or JSON-LD', () => {
    const tags = headTags({ ...ARTICLE, type: 'website', image: undefined, published: undefined, path: '/' });
    expect(contentOf(tags, 'property', 'og:type')).toBe('website');
    expect(tagsOf(tags, 'link')[0]).toEqual({
      rel: 'canonical',
      href: 'https://maplebridge.example/?lng=en',
    });
    expect(tags).not.toContain('article:published_time');
    expect(tags).not.toContain('application/ld+json');
  });
});
