import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startCrmStandIn } from '#test/crm-stand-in.ts';
import { startSmtpSink, trackProcesses } from '#test/processes.ts';
import { createTestDatabase, DATABASE_KINDS, makeTempDir, readJson } from '#test/test-server.ts';

/**
 * The contact form's promise: a message answered 200 is delivered to the CRM, the support inbox and
 * back to its sender once, even when the server process is killed (SIGKILL) before it could deliver it.
 */
describe.each(DATABASE_KINDS)('contact deliveries across a crash on %s', (kind) => {
  const { defer, start, cleanUp } = trackProcesses();
  afterAll(cleanUp);

  it('delivers the lead and the mail exactly once after the server is killed before delivering them', async () => {
    const [crmPort, smtpPort] = [await freePort(), await freePort()];
    const dataDir = makeTempDir('mb-fault-');
    defer(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SEED_DEMO_CONTENT: 'false',
      // Both down while the first server runs: nothing can be delivered before the kill.
      CRM_URL: `http://127.0.0.1:${crmPort}/leads`,
      CRM_KEY: 'crm-key',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SUPPORT_EMAIL: 'support@maplebridge.test',
    };
    if (kind === 'postgres') {
      const database = await createTestDatabase();
      defer(() => database.drop());
      env.DATABASE_URL = database.url;
    }

    const first = start(env);
    const answer = await fetch(`${await first.url}/api/contact-support`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Phạm Thu Hà',
        email: 'ha@example.com',
        message: 'Xin gọi lại cho tôi.',
      }),
    });
    expect(answer.status).toBe(200);
    const { reference } = (await readJson(answer)).data;
    // Killed once both deliveries have failed a first time, so neither is left reserved.
    const failedKinds = () => [
      ...new Set(
        first
          .logs()
          .split('\n')
          .filter((line) => line.includes('"msg":"delivery failed"'))
          .map((line) => JSON.parse(line).kind as string)
          .sort(),
      ),
    ];
    await expect.poll(failedKinds, { timeout: 15_000 }).toEqual(['crm.lead', 'mail']);
    first.child.kill('SIGKILL');
    await first.exited;

    const crm = await startCrmStandIn(crmPort);
    defer(() => crm.close());
    const smtp = await startSmtpSink(smtpPort);
    defer(() => smtp.sink.kill('SIGTERM'));
    const second = start(env);
    await second.url;

    await expect.poll(() => crm.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    // The support inbox's copy and the sender's acknowledgement.
    await expect
      .poll(() => smtp.received.filter((mail) => mail.raw.includes(reference)).length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(2);
    expect(crm.received[0]?.body).toMatchObject({
      account: { name: 'Phạm Thu Hà', email: 'ha@example.com' },
    });
    // A few more worker passes: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(crm.received).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.raw.includes(reference))).toHaveLength(2);

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 60_000);
});
