import fs from 'node:fs';
import path from 'node:path';
import type { BuiltPages } from '#plugins/page-html.ts';
import { makeTempDir } from './test-server.ts';

const htmlOf = (language: string, body: string, title = 'MapleBridge') =>
  `<!doctype html><html lang="${language}"><head><meta charset="UTF-8" /><meta name="description" content="Tính điểm CRS." /><title>${title}</title></head><body><div id="root">${body}</div></body></html>`;
const perLanguage = (body: (language: 'vi' | 'en') => string, title?: (language: 'vi' | 'en') => string) => ({
  vi: htmlOf('vi', body('vi'), title?.('vi')),
  en: htmlOf('en', body('en'), title?.('en')),
});

/** The build's pages as write-pages.mjs writes them, small: a few pages, the routes, the not-found page. */
export const BUILT_PAGES: BuiltPages = {
  pages: [
    {
      path: '/',
      html: perLanguage(
        (language) => `home ${language}`,
        () => 'Home · MapleBridge',
      ),
    },
    { path: '/news/:id', html: perLanguage((language) => `article loading ${language}`) },
    { path: '/crs-tool/quiz', html: perLanguage((language) => `quiz ${language}`) },
  ],
  fallback: perLanguage(() => ''),
  notFound: perLanguage(
    (language) =>
      `<section data-testid="not-found">${language === 'vi' ? 'Không tìm thấy trang' : 'Page not found'}</section>`,
  ),
  routes: [
    '/',
    '/news',
    '/news/:newsId',
    '/crs-tool',
    '/crs-tool/quiz',
    '/crs-tool/result',
    '/crs-tool/result/edit',
    '/crs-tool/result/:crsId',
    '/crs-tool/result/edit/:crsId',
    '/crs-tool/shared/:token',
    '/contact',
    '/admin',
    '/admin/news/:id',
  ],
  meta: [
    {
      path: '/',
      vi: { title: 'Trang chủ · MapleBridge', description: 'Tính điểm CRS và tin tức.' },
      en: { title: 'Home · MapleBridge', description: 'The CRS calculator and news.' },
    },
    {
      path: '/news',
      vi: { title: 'Tin tức · MapleBridge', description: 'Tin tức Express Entry.' },
      en: { title: 'News · MapleBridge', description: 'Express Entry news.' },
    },
    {
      path: '/crs-tool/quiz',
      vi: { title: 'Bài kiểm tra điểm CRS · MapleBridge', description: 'Trả lời để biết điểm CRS.' },
      en: { title: 'CRS score test · MapleBridge', description: 'Answer to find your CRS score.' },
    },
  ],
  siteName: 'MapleBridge',
};

/** A web build in a temp dir: index.html, `.vite/pages.json` (BUILT_PAGES) and a robots.txt of its own. */
export function makeWebDist() {
  const dir = makeTempDir('mb-web-');
  fs.writeFileSync(path.join(dir, 'index.html'), htmlOf('vi', ''));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /the-build-s-own\n');
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'pages.json'), JSON.stringify(BUILT_PAGES));
  return dir;
}
