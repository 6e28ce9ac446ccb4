import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config.ts';
import { AppError } from '#errors.ts';
import { publicOriginOf } from '#plugins/page-head.ts';
import { readBuiltPages } from '#plugins/page-html.ts';
import type { PublicReads } from '#public-reads.ts';
import type { SeoRepository } from './seo.repository.ts';
import { renderRobots, renderSitemap, renderSitemapIndex, type SitemapPage } from './sitemap.ts';

// Crawlers may keep them a minute; an article published since shows at the next read.
const CACHE_CONTROL = 'public, max-age=60';

/** `GET /sitemap.xml` and `GET /robots.txt`, outside the API. */
export function seoRoutes(
  config: Pick<Config, 'publicUrl' | 'isProduction' | 'webDistDir' | 'sitemapArticles'>,
  seo: SeoRepository,
  publicReads: PublicReads,
): FastifyPluginAsyncZod {
  const built = readBuiltPages(config.webDistDir);
  const builtAt = built ? fs.statSync(path.join(config.webDistDir, '.vite', 'pages.json')).mtime : undefined;
  const staticPages: SitemapPage[] = (built?.meta ?? []).map((page) => ({
    path: page.path,
    lastModified: builtAt,
  }));

  const perFile = config.sitemapArticles;
  const originOf = (request: FastifyRequest) => {
    const origin = publicOriginOf(config, request);
    if (!origin) throw new AppError('route.notFound', 'No sitemap: PUBLIC_URL is not set.');
    return origin;
  };
  /** How many sitemap files the published articles fill: one at least, for the static pages. */
  const fileCount = async () =>
    Math.max(
      1,
      Math.ceil((await publicReads.read('seo:sitemap:count', seo.countPublishedArticles)) / perFile),
    );
  /** The file's addresses: the static pages in the first, then its share of the articles, newest first. */
  const sitemapOf = async (origin: string, file: number) => {
    const articles = await publicReads.read(`seo:sitemap:${file}`, () =>
      seo.listPublishedArticles((file - 1) * perFile, perFile),
    );
    return renderSitemap(origin, [
      ...(file === 1 ? staticPages : []),
      ...articles.map((article) => ({ path: `/news/${article.id}`, lastModified: article.updatedAt })),
    ]);
  };
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);

  return async (app) => {
    // One file while every article fits in it; past that, an index of numbered files.
    app.get(
      '/sitemap.xml',
      { config: { actionName: 'seo.sitemap' }, schema: { hide: true } },
      async (request, reply) => {
        const origin = originOf(request);
        const files = await fileCount();
        return sendXml(reply, files === 1 ? await sitemapOf(origin, 1) : renderSitemapIndex(origin, files));
      },
    );

    app.get<{ Params: { file: string } }>(
      '/sitemap-:file(^\\d{1,6}).xml',
      { config: { actionName: 'seo.sitemap' }, schema: { hide: true } },
      async (request, reply) => {
        const origin = originOf(request);
        const file = Number(request.params.file);
        if (file < 1 || file > (await fileCount()))
          throw new AppError('route.notFound', `No sitemap file ${request.params.file}.`);
        return sendXml(reply, await sitemapOf(origin, file));
      },
    );

    app.get(
      '/robots.txt',
      { config: { actionName: 'seo.robots' }, schema: { hide: true } },
      async (request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', CACHE_CONTROL)
          .send(renderRobots(publicOriginOf(config, request))),
    );
  };
}
