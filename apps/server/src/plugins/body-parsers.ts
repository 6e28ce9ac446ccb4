import type { FastifyInstance } from 'fastify';

/** The spec sends some JSON bodies as application/json-patch+json; they are plain JSON documents. */
export function registerBodyParsers(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/json-patch+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
}
