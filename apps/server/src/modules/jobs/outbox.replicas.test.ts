import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { countEach, startCrmStandIn } from '#test/crm-stand-in.ts';
import { startSmtpSink, trackProcesses } from '#test/processes.ts';
import { createTestDatabase, DATABASE_KINDS, makeTempDir, readJson } from '#test/test-server.ts';

/** Longer than the lease: a delivery outlives the lease it was claimed under. */
const CRM_ANSWER_MS = 4_000;
const SMTP_ANSWER_MS = 4_000;
const LEASE_SECONDS = 3;

/**
 * Issue 18, point 4: every contact lead reaches the CRM once and every support mail goes out once,
 * with replicas on one database and peers slower than the lease. On PostgreSQL, two real server
 * processes share the database; PGlite allows one process per data dir, so there one process runs,
 * whose own workers still compete for the rows.
 */
describe.each(DATABASE_KINDS)('outbox deliveries with slow peers on %s', (kind) => {
  const replicas = kind === 'postgres' ? 2 : 1;
  const leads = kind === 'postgres' ? 20 : 6;
  const { defer, start, cleanUp } = trackProcesses();
  afterAll(cleanUp);

  it(`delivers each of ${leads} leads, support mails and acknowledgements exactly once`, async () => {
    const crm = await startCrmStandIn(0, { answerDelayMs: CRM_ANSWER_MS });
    defer(() => crm.close());
    const smtp = await startSmtpSink(0, { dataDelayMs: SMTP_ANSWER_MS });
    defer(() => smtp.sink.kill('SIGTERM'));
    const env: Record<string, string> = {
      SEED_DEMO_CONTENT: 'false',
      CRM_URL: crm.url,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SUPPORT_EMAIL: 'support@maplebridge.test',
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      // Each lead comes from its own visitor (X-Forwarded-For), within the per-IP contact budget.
      TRUST_PROXY: '127.0.0.1',
    };
    if (kind === 'postgres') {
      const database = await createTestDatabase();
      defer(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    const servers = Array.from({ length: replicas }, () => {
      const dataDir = makeTempDir('mb-replica-');
      defer(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      return start({ ...env, DATA_DIR: dataDir });
    });
    const urls = await Promise.all(servers.map((server) => server.url));

    const references = await Promise.all(
      Array.from({ length: leads }, async (_, index) => {
        const answer = await fetch(`${urls[index % urls.length]}/api/contact-support`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index + 1}` },
          body: JSON.stringify({
            fullName: `Khách ${index + 1}`,
            email: `lead${index + 1}@example.com`,
            message: 'Xin gọi lại cho tôi.',
          }),
        });
        expect(answer.status).toBe(200);
        return (await readJson(answer)).data.reference as string;
      }),
    );

    const depth = async () => {
      const text = await (await fetch(`${urls[0]}/api/metrics`)).text();
      return [...text.matchAll(/^outbox_depth\{outbox="(mail|crm)"\} (\d+)$/gm)].reduce(
        (total, [, , value]) => total + Number(value),
        0,
      );
    };
    // Each message's two mails: the support inbox's copy and the sender's acknowledgement.
    const mailsByReference = () =>
      countEach(
        smtp.received.flatMap((mail) =>
          references
            .filter((reference) => mail.raw.includes(reference))
            .map((reference) => `${mail.to} ${reference}`),
        ),
      );
    // Everything delivered: each lead and mail seen, and nothing left waiting in the outbox.
    await expect
      .poll(async () => [crm.countByKey().size, mailsByReference().size, await depth()], {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual([leads, 2 * leads, 0]);
    // Two more leases: a delivery whose lease was taken over would be sent again by now.
    await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_SECONDS * 1_000));

    const twice = (counts: Map<string, number>) => [...counts.values()].filter((count) => count > 1).length;
    const measured = {
      crmDeliveries: crm.received.length,
      leadsSentTwice: twice(crm.countByKey()),
      mails: smtp.received.length,
      mailsSentTwice: twice(mailsByReference()),
    };
    expect(measured).toEqual({
      crmDeliveries: leads,
      leadsSentTwice: 0,
      mails: 2 * leads,
      mailsSentTwice: 0,
    });
  }, 120_000);
});
