import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVaryAcceptEncoding, brotliAsync, chooseEncoding, gzipAsync } from './compression.ts';

interface EncodedAnswer {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

async function encode(body: string): Promise<EncodedAnswer> {
  const identity = Buffer.from(body);
  // Compressed once, so at the best settings (compression.ts uses fast ones on every request).
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  // Weak: the same validator stands for the Brotli, gzip and plain bytes of one text.
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, br, gzip: gzipped, etag };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header (`"a", W/"b"` or `*`) names this ETag (weak comparison). */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag) || tag.trim() === '*');
}

// A bound for keys that can grow (the origins a development server is reached by), not a cache policy.
const MAX_ENTRIES = 500;

/**
 * Answers that stay the same until the server restarts (prerendered pages, the texts, the question
 * bank), by key: each is encoded on its first request, then sent from memory, compressed as the client
 * accepts, with an ETag so a browser's revalidation of a 2xx answer gets a 304 without a body. The
 * status is the caller's (a 404 page has its own key). Keys should come from a finite set (validated
 * routes, built pages); past MAX_ENTRIES the oldest is dropped.
 */
export function createFixedAnswers() {
  const encoded = new Map<string, Promise<EncodedAnswer>>();
  return async function sendFixed(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    contentType: string,
    render: () => string,
  ) {
    let entry = encoded.get(key);
    if (!entry) {
      if (encoded.size >= MAX_ENTRIES) encoded.delete(encoded.keys().next().value as string);
      entry = encode(render());
      encoded.set(key, entry);
    }
    const answer = await entry;
    reply.type(contentType);
    addVaryAcceptEncoding(reply);
    // Conditions apply to a successful answer only (RFC 9110 §13.2.1): a 404 is sent whole.
    const isSuccess = reply.statusCode >= 200 && reply.statusCode < 300;
    if (isSuccess) reply.header('etag', answer.etag);
    if (isSuccess && matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? answer[encoding] : answer.identity);
  };
}

export type SendFixed = ReturnType<typeof createFixedAnswers>;
