import { afterAll, beforeAll } from 'vitest';
import type { AppDependencies } from '#app.ts';
import type { Config } from '#config.ts';
import type { DatabaseKind } from '#db/client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * The test server of a `describe` block: started before its tests, closed after them. What it
 * answers is read from the started server when a test runs, so the block may hand it on at once.
 */
export function useTestServer(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  dependencies: AppDependencies = {},
): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(kind, overrides, dependencies);
  });
  afterAll(() => server?.close());
  const started = () => {
    if (!server) throw new Error('The test server is read before its block started it.');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get database() {
      return started().database;
    },
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    request: (pathname, init) => started().request(pathname, init),
    answer: (pathname, init) => started().answer(pathname, init),
    apiDocument: () => started().apiDocument(),
    close: () => started().close(),
  };
}
