import type { FastifyPluginAsync } from 'fastify';

/**
 * `/documents`: a redirect to the shared folder of business documents (`DOCUMENTS_URL`). The footer
 * links here, so the folder can move without a new build of the web app.
 */
export function documentsLinkRoutes(documentsUrl: string): FastifyPluginAsync {
  return async (app) => {
    app.get('/documents', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').redirect(documentsUrl, 302),
    );
  };
}
