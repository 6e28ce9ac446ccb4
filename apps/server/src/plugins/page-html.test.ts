import { describe, expect, it } from 'vitest';
import { type BuiltPages, createPageHtml, createRouteMatcher, pageLanguage } from './page-html.ts';

const INDEX_HTML = '<!doctype html><html lang="vi"><head></head><body><div id="root"></div></body></html>';
const page = (name: string) => ({ vi: `${name} vi`, en: `${name} en` });
const BUILT: BuiltPages = {
  pages: [
    { path: '/', html: page('home') },
    { path: '/news', html: page('news list') },
    { path: '/news/:id', html: page('news detail') },
    { path: '/crs-tool/quiz', html: page('quiz') },
  ],
  fallback: page('any'),
  notFound: page('not found'),
  routes: ['/', '/news', '/news/:newsId'],
  meta: [],
  siteName: 'MapleBridge',
};

describe('the page a reader is sent', () => {
  const pageHtml = createPageHtml(INDEX_HTML, BUILT);

  it.each([
    ['/', 'vi', 'home vi'],
    ['/news', 'en', 'news list en'],
    ['/news/', 'vi', 'news list vi'],
    ['/news/42', 'en', 'news detail en'],
    ['/news/42/more', 'vi', 'any vi'],
    ['/newsroom', 'en', 'any en'],
    ['/crs-tool/quiz', 'vi', 'quiz vi'],
    ['/crs-tool', 'vi', 'any vi'],
    ['/crs-tool/quizz', 'en', 'any en'],
  ] as const)('%s in %s is the build’s “%s”', (pathname, language, html) => {
    expect(pageHtml(pathname, language).html).toBe(html);
  });

  it('is named by its route and language, so each is encoded once', () => {
    expect(pageHtml('/news/42', 'en').key).toBe('/news/:id:en');
    expect(pageHtml('/news/7', 'en').key).toBe('/news/:id:en');
    expect(pageHtml('/unknown', 'vi').key).toBe('*:vi');
  });

  it('is index.html with lang set when the build rendered no pages', () => {
    expect(createPageHtml(INDEX_HTML, undefined)('/news', 'en').html).toBe(
      INDEX_HTML.replace('lang="vi"', 'lang="en"'),
    );
  });
});

describe('the reader’s language', () => {
  it.each([
    ['', undefined, 'vi'],
    ['lng=en', undefined, 'en'],
    ['lng=vi', 'lng=en', 'vi'],
    ['', 'theme=dark; lng=en', 'en'],
    ['', 'lng=fr', 'vi'],
    ['lng=fr', undefined, 'vi'],
    ['lng=<script>', 'lng=en', 'en'],
    ['', 'xlng=en', 'vi'],
  ])('query %j and cookie %j give %s', (query, cookie, language) => {
    expect(pageLanguage(query, cookie)).toBe(language);
  });
});

describe('the route that shows a path', () => {
  const routeOf = createRouteMatcher([
    '/',
    '/news/:newsId',
    '/crs-tool/result',
    '/crs-tool/result/:crsId',
    '/crs-tool/result/edit',
    '/crs-tool/result/edit/:crsId',
    '/admin/news/:id/edit',
  ]);

  it.each([
    ['/', '/', []],
    ['/news/42', '/news/:newsId', ['42']],
    ['/news/42/', '/news/:newsId', ['42']],
    ['/crs-tool/result/edit', '/crs-tool/result/edit', []],
    ['/crs-tool/result/edit/7', '/crs-tool/result/edit/:crsId', ['7']],
    ['/crs-tool/result/7', '/crs-tool/result/:crsId', ['7']],
    ['/admin/news/9/edit', '/admin/news/:id/edit', ['9']],
  ])('%s is %s, its own route before one with an id in its place', (pathname, route, params) => {
    expect(routeOf(pathname)).toEqual({ route, params });
  });

  it.each(['/news', '/news/42/more', '/newsroom', '/crs-tool/result/edit/7/x', '/admin/news/9'])(
    '%s is no route’s',
    (pathname) => {
      expect(routeOf(pathname)).toBeUndefined();
    },
  );
});
