import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const brotliAsync = promisify(brotliCompress);
export const gzipAsync = promisify(gzip);
// Below this the headers cost more than compression saves.
const MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(application\/json|text\/)/;
// Fast settings: answers are compressed on every request, unlike the web app's files (compressed at build).
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** `br` or `gzip` when the Accept-Encoding header allows it (a `q=0` refuses), Brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

export function addVaryAcceptEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * Compresses JSON and text answers of 1 KB or more (question banks, news lists) for clients that
 * accept it. Streams pass as they are: the web app's files, compressed at build, and the chat's events.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    addVaryAcceptEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br' ? brotliAsync(payload, BROTLI_OPTIONS) : gzipAsync(payload);
  });
}
