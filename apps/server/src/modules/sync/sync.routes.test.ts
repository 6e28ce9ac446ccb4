import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpMember, type TestMember } from '#test/members.ts';
import { DATABASE_KINDS } from '#test/test-server.ts';
import { useTestServer } from '#test/use-test-server.ts';

describe.each(DATABASE_KINDS)('the scheduled imports’ console routes on %s', (kind) => {
  // No feed configured, as in development and tests.
  const server = useTestServer(kind);
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    admin = await signUpMember(server, { admin: true });
    member = await signUpMember(server);
  });

  it.each([
    ['GET', '/api/admin/sync'],
    ['POST', '/api/admin/sync/draws/run'],
  ])('answers %s %s to staff only', async (method, path) => {
    expect((await callApi(server, method, path, null)).status).toBe(401);
    const refused = await callApi(server, method, path, member);
    expect(refused.status).toBe(403);
    expect(refused.body.data.code).toBe('auth.forbidden');
  });

  it('lists both jobs, off while no feed is configured', async () => {
    const answer = await callApi(server, 'GET', '/api/admin/sync', admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, actionName: 'admin.sync.list' });
    expect(answer.body.data.items).toEqual([
      {
        job: 'draws',
        isEnabled: false,
        sources: [],
        intervalSeconds: 3600,
        isRunning: false,
        nextRunAt: null,
        failures: 0,
        lastRun: null,
      },
      expect.objectContaining({ job: 'news', isEnabled: false, nextRunAt: null, lastRun: null }),
    ]);
  });

  it('answers 404 for a job that does not exist, 409 for one with no feed', async () => {
    const unknown = await callApi(server, 'POST', '/api/admin/sync/rates/run', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.code).toBe('sync.unknownJob');
    const off = await callApi(server, 'POST', '/api/admin/sync/news/run', admin);
    expect(off.status).toBe(409);
    expect(off.body.data.code).toBe('sync.notConfigured');
  });

  it('answers 400 naming the job parameter when it is absurdly long', async () => {
    const answer = await callApi(server, 'POST', `/api/admin/sync/${'x'.repeat(41)}/run`, admin);
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields).toEqual([expect.objectContaining({ field: 'params.job' })]);
  });
});
