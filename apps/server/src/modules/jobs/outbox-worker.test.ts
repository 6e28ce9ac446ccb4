import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { outbox } from '#db/schema/index.ts';
import { createTestStorage, DATABASE_KINDS, testConfig } from '#test/test-server.ts';
import { createOutboxRepository, type OutboxRepository, type RetryPolicy } from './outbox.repository.ts';
import { startOutboxWorker } from './outbox-worker.ts';

const POLICY: RetryPolicy = { baseDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 5, leaseSeconds: 1 };
const lead = { kind: 'crm.lead' as const, payload: { name: 'Lead' } };

/** Issue 18, point 4: a claim's holder alone records its outcome, and keeps its claim while it works. */
describe.each(DATABASE_KINDS)('the outbox lease on %s', (kind) => {
  let database: DatabaseHandle;
  let repository: OutboxRepository;
  let removeStorage: () => Promise<void>;
  beforeAll(async () => {
    const storage = await createTestStorage(kind);
    removeStorage = storage.remove;
    database = await openDatabase(testConfig(storage));
    repository = createOutboxRepository(database.db);
  });
  afterAll(async () => {
    await database.close();
    await removeStorage();
  });
  const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it('lets only the worker holding the claim record an outcome', async () => {
    const job = await repository.enqueue(lead);
    // A lease of 0 s ends at once: a second worker takes the job over.
    const first = await repository.claimNext(['crm.lead'], 0);
    const second = await repository.claimNext(['crm.lead'], 60);
    expect(first?.id).toBe(job.id);
    expect(second?.id).toBe(job.id);
    if (!first || !second) return;
    expect(second.claimToken).not.toBe(first.claimToken);

    expect(await repository.renewLease(first, 60)).toBe(false);
    expect(await repository.markFailed(first, 'timed out', POLICY)).toBe(false);
    expect(await repository.markSent(second)).toBe(true);
    expect(await repository.markSent(first)).toBe(false);
    expect(await repository.markFailed(first, 'late failure', POLICY)).toBe(false);
    expect(await rowOf(job.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      claimToken: null,
    });
  });

  it('claims one job at a time, and none while its lease lasts', async () => {
    const [a, b] = [await repository.enqueue(lead), await repository.enqueue(lead)];
    const claimed = await repository.claimNext(['crm.lead'], 60);
    const next = await repository.claimNext(['crm.lead'], 60);
    expect([claimed?.id, next?.id].sort()).toEqual([a.id, b.id].sort());
    expect(await repository.claimNext(['crm.lead'], 60)).toBeUndefined();
    if (claimed) expect(await repository.renewLease(claimed, 60)).toBe(true);
  });

  it('renews the lease while a delivery outlasts it, so no other worker takes the job', async () => {
    const job = await repository.enqueue({
      kind: 'mail',
      payload: { to: 'a@example.com', subject: 's', text: 't', html: 'h' },
    });
    const stolen: string[] = [];
    const errors: unknown[] = [];
    let isDelivering = true;
    const worker = startOutboxWorker({
      repository,
      kinds: {
        // Three leases long.
        mail: { deliver: () => new Promise((resolve) => setTimeout(resolve, 3_000 * POLICY.leaseSeconds)) },
      },
      policy: POLICY,
      lanes: 1,
      onError: (error) => errors.push(error),
    });
    const delivered = worker.drain().finally(() => {
      isDelivering = false;
    });
    // Another replica asks for due mail all along.
    while (isDelivering) {
      const other = await repository.claimNext(['mail'], 60);
      if (other) stolen.push(other.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await delivered;
    await worker.stop();
    expect(stolen).toEqual([]);
    expect(errors).toEqual([]);
    expect(await rowOf(job.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
