import { Gauge, type Registry } from 'prom-client';
import type { OutboxRepository } from './outbox.repository.ts';

/** `outbox_depth`: the deliveries waiting in each outbox (mail, CRM leads), read at each scrape. */
export function addOutboxDepth(registry: Registry, outbox: Pick<OutboxRepository, 'countPending'>) {
  return new Gauge({
    name: 'outbox_depth',
    help: 'Deliveries waiting to be sent, by outbox.',
    labelNames: ['outbox'],
    registers: [registry],
    async collect() {
      const pending = await outbox.countPending();
      this.set({ outbox: 'mail' }, pending.mail);
      this.set({ outbox: 'crm' }, pending['crm.lead']);
    },
  });
}
