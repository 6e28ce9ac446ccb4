import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    // Only meaningful behind TLS; a plain-HTTP local install must not pin itself to https.
    strictTransportSecurity: config.isProduction,
  });
  // Same-origin unless origins are listed: the web app is served by this very server.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
}
