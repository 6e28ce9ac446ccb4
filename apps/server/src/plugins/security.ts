import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/**
 * Scripts only from our own origin. Inline styles stay allowed because React's `style` props and the
 * toast library inject them; no inline script is ever needed.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The web app's own service worker (sw.js, which loads workbox-*.js) and manifest, nothing else.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  // The contact page's office maps, and the videos an article may embed (its HTML allow-list).
  frameSrc: [
    "'self'",
    'https://www.google.com',
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Would send every request of a plain-HTTP local install to https.
  upgradeInsecureRequests: null,
};

/**
 * The headers helmet sets, worked out once: none depends on the request (no CSP nonces), so every
 * answer gets the same object instead of helmet rebuilding each header on every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const headers = securityHeaders({
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    // Only meaningful behind TLS; a plain-HTTP local install must not pin itself to https.
    strictTransportSecurity: config.isProduction,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Same-origin unless origins are listed: the web app is served by this very server.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
}
