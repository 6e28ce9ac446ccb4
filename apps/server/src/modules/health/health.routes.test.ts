import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client.ts';
import {
  createTestStorage,
  DATABASE_KINDS,
  readJson,
  startTestServer,
  type TestServer,
} from '#test/test-server.ts';

describe.each(DATABASE_KINDS)('GET /api/health on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers 200 when the database answers', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      status: 200,
      message: 'OK',
      data: { database: 'up', databaseKind: kind, uptimeSeconds: expect.any(Number) },
      actionName: 'health.check',
    });
  });

  it('answers 503 when the database stops answering', async () => {
    const storage = await createTestStorage(kind);
    const database = await openDatabase(storage);
    const broken = await startTestServer(kind, {}, { database });
    await database.close();
    const response = await broken.request('/api/health');
    expect(response.status).toBe(503);
    expect(await readJson(response)).toMatchObject({
      status: 503,
      data: { database: 'down', databaseKind: kind },
    });
    await broken.close();
    await storage.remove();
  });
});
