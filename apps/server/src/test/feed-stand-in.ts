import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Config, loadConfig } from '#config.ts';

/** What a path of the stand-in answers. */
export type FeedAnswer =
  | { kind: 'document'; body: string; status?: number; delayMs?: number }
  /** Promises the whole body (its Content-Length), sends the first half, then drops the connection. */
  | { kind: 'truncated'; body: string }
  /** Takes the request and never answers. */
  | { kind: 'hang' };

export interface FeedStandIn {
  /** `http://127.0.0.1:<port>`: a feed is `${url}/<path>`. */
  url: string;
  serve(path: string, answer: FeedAnswer): void;
  /** Requests received for a path so far. */
  fetches(path: string): number;
  /** Requests whose connection closed before the stand-in answered (a client that gave up). */
  abandoned(): number;
  close(): Promise<void>;
}

/**
 * A feed server on loopback for the scheduled imports' tests: each path answers as it is told,
 * counting the requests it gets.
 */
export async function startFeedStandIn(): Promise<FeedStandIn> {
  const answers = new Map<string, FeedAnswer>();
  const counts = new Map<string, number>();
  let abandoned = 0;
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    response.on('close', () => {
      if (!response.writableFinished) abandoned++;
    });
    const answer = answers.get(path);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    if (answer.kind === 'hang') return;
    if (answer.kind === 'truncated') {
      const bytes = Buffer.from(answer.body);
      response.writeHead(200, { 'content-length': bytes.length });
      response.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => response.destroy());
      return;
    }
    setTimeout(() => response.writeHead(answer.status ?? 200).end(answer.body), answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (path, answer) => void answers.set(path, answer),
    fetches: (path) => counts.get(path) ?? 0,
    abandoned: () => abandoned,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The scheduled imports' settings for a test: these feeds, no tick unless the test calls one, a
 * short timeout and retries from one minute.
 */
export function syncSettings(
  feeds: { draws?: string[]; news?: string[] },
  changes: Partial<Config['sync']> = {},
): Config['sync'] {
  const defaults = loadConfig({ NODE_ENV: 'test' }).sync;
  return {
    ...defaults,
    draws: { ...defaults.draws, urls: feeds.draws ?? [] },
    news: { ...defaults.news, urls: feeds.news ?? [] },
    tickMs: 3_600_000,
    fetchTimeoutMs: 1_000,
    ...changes,
  };
}
