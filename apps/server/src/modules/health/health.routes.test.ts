import { describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client.ts';
import { createTestStorage, DATABASE_KINDS, readJson, startTestServer } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

describe.each(DATABASE_KINDS)('GET /api/health on %s', (kind) => {
  const server = useTestServer(kind);

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
