import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Language } from '@maplebridge/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { sendError } from './error-handler.ts';
import { createFixedAnswers, type SendFixed } from './fixed-answer.ts';
import { type PageHead, publicOriginOf, withHead, withPageAnswers } from './page-head.ts';
import {
  type BuiltPages,
  createPageHtml,
  createRouteMatcher,
  pageLanguage,
  readBuiltPages,
} from './page-html.ts';

const API_PREFIX = /^\/api(\/|$|\?)/;

/** Routes whose page shows one stored thing, by shape (`:` for the id): the page exists when it does. */
const ID_ROUTES: Record<string, 'article' | 'savedResult' | 'sharedResult'> = {
  '/news/:': 'article',
  '/crs-tool/result/:': 'savedResult',
  '/crs-tool/result/edit/:': 'savedResult',
  '/crs-tool/shared/:': 'sharedResult',
};
const shapeOf = (route: string) => route.replaceAll(/:[^/]+/g, ':');

/** A short text for a shared link: the article's preview, on one line, cut at a word. */
function summaryOf(text: string, fallback: string) {
  const line = text.replaceAll(/\s+/g, ' ').trim();
  if (!line) return fallback;
  return line.length <= 200 ? line : `${line.slice(0, 200).replace(/\s+\S*$/, '')}…`;
}

/**
 * Serves the built web app. A path outside /api that is not a file gets its page (page-html.ts: in
 * the reader's language, with the page's chunks listed for the entry to fetch) when a route of the
 * client router shows it and, for an article, a saved result or a shared one, when that exists; else
 * 404 with the not-found page. Public pages, articles and shared results carry their head tags
 * (page-head.ts). Unknown /api paths get a 404 envelope.
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  config: Pick<Config, 'webDistDir' | 'publicUrl' | 'isProduction'>,
) {
  const { webDistDir } = config;
  const indexPath = path.join(webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexPath);
  const built = hasWebApp ? readBuiltPages(webDistDir) : undefined;
  const pageHtml = hasWebApp ? createPageHtml(fs.readFileSync(indexPath, 'utf8'), built) : undefined;
  const sendFixed = createFixedAnswers();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The server writes robots.txt itself (modules/seo), naming the sitemap.
      globIgnore: ['robots.txt*'],
      // The build writes .br and .gz copies of its text files (apps/web/scripts/compress-dist.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name, so they never change. The rest (index.html, the
        // service worker, its Workbox runtime, the manifest) is checked on every load: a worker kept in a
        // cache would hold people on an old version of the app.
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendPage = built && pageHtml ? createPageSender(app, config, built, pageHtml, sendFixed) : undefined;

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !API_PREFIX.test(request.url);
    if (isPageRequest && sendPage) return sendPage(request, reply);
    if (isPageRequest && pageHtml) {
      // A build without pages.json (made before it existed): every path is the app.
      const [pathname = '/', query = ''] = request.url.split('?');
      const { key, html } = pageHtml(pathname, pageLanguage(query, request.headers.cookie));
      reply.header('cache-control', 'no-cache').header('vary', 'cookie');
      return sendFixed(request, reply, key, 'text/html; charset=utf-8', () => html);
    }
    const message = isPageRequest
      ? 'The web app is not built yet: run `npm run build`.'
      : `Route ${request.method} ${request.url.split('?')[0]} not found`;
    return sendError(request, reply, 404, 'route.notFound', message);
  };
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, notFound);
}

/** Answers a page path from the build's pages: the page with its head, or 404 and the not-found page. */
function createPageSender(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'isProduction'>,
  built: BuiltPages,
  pageHtml: ReturnType<typeof createPageHtml>,
  sendFixed: SendFixed,
) {
  const routeOf = createRouteMatcher(built.routes);
  const metaByRoute = new Map(built.meta.map((page) => [page.path, page]));
  const facts = app.pageFacts;
  const html = 'text/html; charset=utf-8';

  const headOf = (path: string, language: Language, origin: string | undefined) => ({
    path,
    language,
    origin,
    siteName: built.siteName,
  });

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply, language: Language) => {
    reply.code(404);
    return sendFixed(request, reply, `404:${language}`, html, () => built.notFound[language]);
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query = ''] = request.url.split('?');
    const language = pageLanguage(query, request.headers.cookie);
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    const match = routeOf(pathname);
    if (!match) return sendNotFound(request, reply, language);
    const [id = ''] = match.params;
    const origin = publicOriginOf(config, request);
    const page = pageHtml(pathname, language);

    const kind = ID_ROUTES[shapeOf(match.route)];
    if (kind === 'savedResult' && !(await facts.hasSavedResult(id)))
      return sendNotFound(request, reply, language);
    if (kind === 'sharedResult') {
      const preview = await facts.findSharedResult(id, language);
      if (!preview) return sendNotFound(request, reply, language);
      const head: PageHead = {
        ...headOf(`/crs-tool/shared/${id}`, language, origin),
        ...preview,
        type: 'website',
      };
      // Not a fixed answer (sharing can stop); kept out of search results, as it is a member's result.
      return reply
        .type(html)
        .header('x-robots-tag', 'noindex')
        .send(withHead(page.html, head, `${preview.title} · ${built.siteName}`));
    }
    if (kind === 'article') {
      const article = await facts.findPublishedArticle(id);
      if (!article) return sendNotFound(request, reply, language);
      const head: PageHead = {
        ...headOf(`/news/${article.id}`, language, origin),
        title: article.title,
        description: summaryOf(
          article.previewContent,
          metaByRoute.get('/news')?.[language].description ?? '',
        ),
        type: 'article',
        image: article.imageUrl,
        published: {
          at: article.publishDate.toISOString(),
          modifiedAt: article.updatedAt.toISOString(),
          inLanguage: article.language,
        },
      };
      // Not a fixed answer: articles change, and there are too many to keep.
      return reply.type(html).send(withHead(page.html, head, `${article.title} · ${built.siteName}`));
    }

    const meta = metaByRoute.get(match.route)?.[language];
    if (!meta) return sendFixed(request, reply, page.key, html, () => page.html);
    const head: PageHead = { ...headOf(match.route, language, origin), ...meta, type: 'website' };
    if (match.route === '/news') {
      // Its first cards come with it (not a fixed answer: the news changes).
      const first = await app.newsFirstPage(language);
      const image = first.answer.data.items[0]?.imageUrl;
      const withAnswers = withPageAnswers(page.html, { [first.path]: first.answer }, image);
      return reply.type(html).send(withHead(withAnswers, head, meta.title));
    }
    // The origin is fixed in production (PUBLIC_URL); in development it is the request's.
    return sendFixed(request, reply, `${page.key}:${match.route}:${origin ?? ''}`, html, () =>
      withHead(page.html, head, meta.title),
    );
  };
}
