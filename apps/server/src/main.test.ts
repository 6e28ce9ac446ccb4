import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMain } from '#test/processes.ts';
import { makeTempDir, readJson } from '#test/test-server.ts';

// Each test starts the real entry point under tsx, a cold start: on CI's two cores, loaded by the
// replica tests beside it, the first once took more than the usual 30 s (Node 24).
describe('main.ts', { timeout: 90_000 }, () => {
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const start = (env: Record<string, string>) => {
    const started = startMain(env);
    children.push(started.child);
    return started;
  };
  const tempDataDir = () => {
    const dir = makeTempDir('mb-main-');
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stops at start-up with a message naming an invalid variable', async () => {
    const { exited } = start({ PORT: 'eighty', DATA_DIR: tempDataDir() });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr).toMatch(/PORT: /);
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses to start in production without METRICS_TOKEN, naming it', async () => {
    const { code, stderr } = await start({
      NODE_ENV: 'production',
      DATA_DIR: tempDataDir(),
      JWT_SECRET: 'p'.repeat(32),
      SMTP_URL: 'smtp://127.0.0.1:2525',
    }).exited;
    expect(code).toBe(1);
    expect(stderr).toContain('METRICS_TOKEN: is required when NODE_ENV=production');
  });

  it('listens on this machine only by default in development, reached as localhost too', async () => {
    const server = start({ NODE_ENV: 'development', HOST: '', DATA_DIR: tempDataDir() });
    const url = await server.url;
    // On every interface, Fastify would name each address it listens on.
    const addresses = [...server.logs().matchAll(/Server listening at (http:\/\/[^"]+)/g)].map(
      (match) => match[1],
    );
    expect(addresses).toEqual([url]);
    const response = await fetch(url.replace('127.0.0.1', 'localhost').concat('/api/health'));
    expect(response.status).toBe(200);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });

  it('says plainly when its port is taken, and leaves the data dir unlocked', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as AddressInfo).port;
    const dataDir = tempDataDir();
    const { code, stderr } = await start({ PORT: String(port), DATA_DIR: dataDir }).exited;
    blocker.close();
    expect(code).toBe(1);
    expect(stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(fs.existsSync(path.join(dataDir, 'maplebridge.lock'))).toBe(false);
  });

  // Two server processes boot here, one after the other: give a busy two-core machine time.
  it('refuses a second server on the same data dir, then shuts down gracefully on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const first = start({ DATA_DIR: dataDir });
    const url = await first.url;

    const second = start({ DATA_DIR: dataDir });
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already in use by another MapleBridge process');

    // SIGTERM arrives once 10 answers are back, while the other requests are still in flight.
    let answered = 0;
    let answeredAfterSignal = 0;
    const inFlight = Array.from({ length: 200 }, () =>
      fetch(`${url}/api/health`).then(
        async (response) => {
          answered++;
          if (answered > 10) answeredAfterSignal++;
          if (answered === 10) first.child.kill('SIGTERM');
          return { status: response.status, body: await readJson(response) };
        },
        (error: Error) => ({ status: 0, body: error.message }),
      ),
    );
    const outcomes = await Promise.all(inFlight);
    const { code } = await first.exited;

    expect(code).toBe(0);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    const succeeded = outcomes.filter((outcome) => outcome.status === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(10);
    for (const outcome of succeeded)
      expect(outcome.body).toMatchObject({ status: 200, data: { database: 'up' } });
    // Every request was received, so every one is answered: none is reset (shutdown.test.ts).
    for (const outcome of outcomes)
      expect([200, 503], JSON.stringify(outcome.body)).toContain(outcome.status);
    expect(fs.existsSync(path.join(dataDir, 'maplebridge.lock'))).toBe(false);
  }, 120_000);

  it('starts again on a data dir whose previous server was killed with SIGKILL', async () => {
    const dataDir = tempDataDir();
    const first = start({ DATA_DIR: dataDir });
    await first.url;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, 'maplebridge.lock'))).toBe(true);

    const second = start({ DATA_DIR: dataDir });
    const response = await fetch(`${await second.url}/api/health`);
    expect(response.status).toBe(200);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
