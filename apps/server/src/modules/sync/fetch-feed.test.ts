import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedStandIn, startFeedStandIn } from '#test/feed-stand-in.ts';
import { fetchFeed } from './fetch-feed.ts';
import { SyncFailure } from './sync-job.ts';

const options = (changes: Partial<Parameters<typeof fetchFeed>[1]> = {}) => ({
  timeoutMs: 1_000,
  maxBytes: 1_000,
  signal: new AbortController().signal,
  ...changes,
});

/** The failure a fetch ended with, as `reason: detail`. */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no failure',
    (error: unknown) => (error instanceof SyncFailure ? `${error.reason}: ${error.message}` : error),
  );

describe('fetchFeed', () => {
  let feed: FeedStandIn;
  const servers: http.Server[] = [];
  /** A server of the test's own, for answers the stand-in does not give; answers its URL. */
  const serve = async (handler: http.RequestListener) => {
    const server = http.createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  };
  beforeAll(async () => {
    feed = await startFeedStandIn();
  });
  afterAll(async () => {
    await feed.close();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('answers the whole document', async () => {
    feed.serve('/ok', { kind: 'document', body: 'Đợt mời' });
    expect(await fetchFeed(`${feed.url}/ok`, options())).toBe('Đợt mời');
  });

  it('says a feed that nobody answers on is unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failureOf(fetchFeed(`http://127.0.0.1:${port}/`, options()))).toBe(
      'unreachable: ECONNREFUSED',
    );
  });

  it('refuses a document past the size limit, declared or streamed', async () => {
    feed.serve('/large', { kind: 'document', body: 'x'.repeat(1_001) });
    expect(await failureOf(fetchFeed(`${feed.url}/large`, options()))).toBe(
      'tooLarge: larger than 1000 bytes',
    );
    // Chunks with no Content-Length: counted as they come.
    const chunked = await serve((_request, response) => {
      for (let chunk = 0; chunk < 11; chunk++) response.write('x'.repeat(100));
      response.end();
    });
    expect(await failureOf(fetchFeed(chunked, options()))).toBe('tooLarge: larger than 1000 bytes');
    expect(await failureOf(fetchFeed(chunked, options({ maxBytes: 1_100 })))).toBe('no failure');
  });

  it('gives up on a body that stops arriving, by the same timeout', async () => {
    const stalling = await serve((_request, response) => {
      response.writeHead(200, { 'content-length': 100 });
      response.write('{"rounds": [');
    });
    expect(await failureOf(fetchFeed(stalling, options({ timeoutMs: 300 })))).toBe(
      'timeout: no complete answer within 0.3 s',
    );
  });

  it('ends at once when the server stops, without calling it a failure of the feed', async () => {
    feed.serve('/hang', { kind: 'hang' });
    const stopping = new AbortController();
    const fetching = failureOf(
      fetchFeed(`${feed.url}/hang`, options({ timeoutMs: 60_000, signal: stopping.signal })),
    );
    await expect.poll(() => feed.fetches('/hang')).toBe(1);
    stopping.abort();
    expect(await fetching).toMatchObject({ name: 'AbortError' });
  });
});
