import type { JobKind } from '../jobs/outbox-worker.ts';

/** A CRM that does not answer within this long is tried again later. */
const TIMEOUT_MS = 10_000;

/**
 * The outbox's `crm.lead` kind: posts a lead to the CRM with its key header (spec section 7) and the
 * job id as idempotency key, so a lead sent again after a crash is recognised by the CRM rather than
 * entered twice. A lost lease aborts the request.
 */
export function createCrmClient({ url, key }: { url: string; key?: string | undefined }): JobKind {
  return {
    async deliver(job, signal) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': job.id,
          ...(key ? { key } : {}),
        },
        body: JSON.stringify(job.payload),
        signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The CRM answered HTTP ${response.status}`);
    },
  };
}
