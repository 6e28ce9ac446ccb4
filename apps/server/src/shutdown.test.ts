import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startMain } from '#test/processes.ts';
import { createTestDatabase, DATABASE_KINDS, makeTempDir, readJson } from '#test/test-server.ts';

const CLIENTS = 200;

/** What one client saw: an HTTP status, or the network error that took the place of an answer. */
type Outcome = { status: number; retryAfter?: string | null; body?: unknown; code?: string; error?: string };

/**
 * Issue 18, point 11: a SIGTERM while 200 contact messages are being posted. Every request the
 * server had received gets an HTTP answer, its work done (200) or refused (503 envelope); no client
 * sees its connection reset. The real entry point in its own process, on each database.
 */
describe.each(DATABASE_KINDS)('shutting down under load on %s', (kind) => {
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    for (const drop of drops) await drop();
  });

  it('answers every request it received, 200 or 503, and resets none', async () => {
    const dataDir = makeTempDir('mb-shutdown-');
    dataDirs.push(dataDir);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      // Each client names its own address through the trusted loopback proxy, so the per-IP budgets
      // (contact: 10 per 15 minutes) count 200 visitors, not one.
      TRUST_PROXY: '127.0.0.1',
    };
    if (kind === 'postgres') {
      const database = await createTestDatabase();
      drops.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const server = startMain(env);
    children.push(server.child);
    const url = await server.url;

    let answered = 0;
    const outcomes = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, index): Promise<Outcome> => {
        try {
          const response = await fetch(`${url}/api/contact-support`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `198.51.100.${index}`,
            },
            body: JSON.stringify({
              fullName: 'Trần Thị Lan',
              email: `lan.${index}@example.com`,
              message: 'Tôi muốn hỏi về Express Entry.',
            }),
          });
          const outcome = {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: await readJson(response),
          };
          // SIGTERM once a tenth of the answers are back: most requests are still in flight.
          if (++answered === CLIENTS / 10) server.child.kill('SIGTERM');
          return outcome;
        } catch (error) {
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          return { status: 0, code: cause?.code ?? 'unknown', error: cause?.message ?? String(error) };
        }
      }),
    );
    const { code, stderr } = await server.exited;

    const count = (status: number) => outcomes.filter((outcome) => outcome.status === status).length;
    const errors = [...new Set(outcomes.flatMap((outcome) => (outcome.code ? [outcome.code] : [])))];
    const statuses = outcomes.map((outcome) => outcome.status);
    const summary = `200: ${count(200)}, 503: ${count(503)}, no answer: ${count(0)} (${errors}); ${statuses}`;
    expect(count(0), summary).toBe(0);
    expect(count(200) + count(503), summary).toBe(CLIENTS);
    expect(count(200), summary).toBeGreaterThanOrEqual(CLIENTS / 10);
    for (const outcome of outcomes.filter((answer) => answer.status === 503)) {
      expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
      expect(outcome.body).toMatchObject({
        status: 503,
        data: { code: 'server.unavailable' },
        actionName: 'contact.support',
      });
    }
    expect(code, stderr).toBe(0);
  }, 120_000);
});
