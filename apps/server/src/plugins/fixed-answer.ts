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

/**
 * Answers that stay the same until the server restarts (prerendered pages, the texts, the question
 * bank), by key: each is encoded on its first request, then sent from memory, compressed as the client
 * accepts, with an ETag so a browser's revalidation gets a 304 without a body. Keys must come from a
 * finite set (validated routes, built pages), since entries are never dropped.
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
      entry = encode(render());
      encoded.set(key, entry);
    }
    const answer = await entry;
    reply.header('etag', answer.etag).type(contentType);
    addVaryAcceptEncoding(reply);
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? answer[encoding] : answer.identity);
  };
}

export type SendFixed = ReturnType<typeof createFixedAnswers>;
