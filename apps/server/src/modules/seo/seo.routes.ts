import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config.ts';
import { AppError } from '#errors.ts';
import { publicOriginOf } from '#plugins/page-head.ts';
import { readBuiltPages } from '#plugins/page-html.ts';
import type { PublicReads } from '#public-reads.ts';
import type { SeoRepository } from './seo.repository.ts';
import { renderRobots, renderSitemap, type SitemapPage } from './sitemap.ts';

// Crawlers may keep them a minute; an article published since shows at the next read.
const CACHE_CONTROL = 'public, max-age=60';

/** `GET /sitemap.xml` and `GET /robots.txt`, outside the API. */
export function seoRoutes(
  config: Pick<Config, 'publicUrl' | 'isProduction' | 'webDistDir'>,
  seo: SeoRepository,
  publicReads: PublicReads,
): FastifyPluginAsyncZod {
  const built = readBuiltPages(config.webDistDir);
  const builtAt = built ? fs.statSync(path.join(config.webDistDir, '.vite', 'pages.json')).mtime : undefined;
  const staticPages: SitemapPage[] = (built?.meta ?? []).map((page) => ({
    path: page.path,
    lastModified: builtAt,
  }));

  return async (app) => {
    app.get(
      '/sitemap.xml',
      { config: { actionName: 'seo.sitemap' }, schema: { hide: true } },
      async (request, reply) => {
        const origin = publicOriginOf(config, request);
        if (!origin) throw new AppError('route.notFound', 'No sitemap: PUBLIC_URL is not set.');
        const articles = await publicReads.read('seo:sitemap', () => seo.listPublishedArticles());
        const pages = [
          ...staticPages,
          ...articles.map((article) => ({ path: `/news/${article.id}`, lastModified: article.updatedAt })),
        ];
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', CACHE_CONTROL)
          .send(renderSitemap(origin, pages));
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
