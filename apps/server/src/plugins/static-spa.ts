import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';
import { createFixedAnswers } from './fixed-answer.ts';
import { pageLanguage, readPageHtml } from './page-html.ts';

const API_PREFIX = /^\/api(\/|$|\?)/;

/**
 * Serves the built web app. Any path outside /api that is not a file gets index.html (page-html.ts:
 * in the reader's language, with the page's chunks listed for the entry to fetch), so the client router can show the page
 * (or its own not-found page). Unknown /api paths get a 404 envelope.
 */
export async function registerStaticSpa(app: FastifyInstance, webDistDir: string) {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexPath);
  const pageHtml = hasWebApp ? readPageHtml(webDistDir) : undefined;
  const sendFixed = createFixedAnswers();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (apps/web/scripts/compress-dist.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name, so they never change.
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !API_PREFIX.test(request.url);
    if (isPageRequest && pageHtml) {
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
