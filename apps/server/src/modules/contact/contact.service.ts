import { randomUUID } from 'node:crypto';
import type { ContactSupportRequest, SupportMessage } from '@maplebridge/contracts';
import type { MailPayload, OutboxRow, SupportMessageRow, UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import type { OutboxRepository } from '../jobs/outbox.repository.ts';
import { contactAcknowledgementMail, supportMessageMail } from '../mail/mail-templates.ts';
import type { ContactRepository, MessageFilter } from './contact.repository.ts';
import { buildCrmLead } from './crm-lead.ts';
import { newReference } from './reference.ts';

interface ContactDependencies {
  contact: ContactRepository;
  outbox: OutboxRepository;
  supportEmail: string;
  /** False when no CRM_URL is set: leads wait in the outbox, shown as not sent. */
  isCrmConfigured: boolean;
  /** Asks the workers to deliver now rather than at their next tick. */
  nudge(): void;
  onSpam?(form: ContactSupportRequest): void;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const messageNotFound = () => new AppError('contact.messageNotFound', 'Contact message not found.');

export function createContactService({
  contact,
  outbox,
  supportEmail,
  isCrmConfigured,
  nudge,
  onSpam = () => {},
}: ContactDependencies) {
  /** A message's mails go to the support inbox, and back to its sender (the acknowledgement). */
  const kindOf = (row: OutboxRow, sender: string) => {
    if (row.kind !== 'mail') return row.kind;
    return (row.payload as MailPayload).to === sender
      ? ('mail.acknowledgement' as const)
      : ('mail.support' as const);
  };

  const toDelivery = (row: OutboxRow, sender: string) => ({
    id: row.id,
    kind: kindOf(row, sender),
    status:
      row.kind === 'crm.lead' && row.status === 'pending' && !isCrmConfigured
        ? ('notConfigured' as const)
        : row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    sentAt: iso(row.sentAt),
  });

  const withDeliveries = async (rows: SupportMessageRow[]): Promise<SupportMessage[]> => {
    const jobs = await outbox.forSupportMessages(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      fullName: row.fullName,
      email: row.email,
      phoneNumber: row.phoneNumber,
      street: row.street,
      message: row.message,
      userId: row.userId,
      createdAt: row.createdAt.toISOString(),
      handledAt: iso(row.handledAt),
      deliveries: jobs
        .filter((job) => job.supportMessageId === row.id)
        .map((job) => toDelivery(job, row.email)),
    }));
  };

  return {
    /**
     * Stores the message and queues its CRM lead, its support mail and the sender's acknowledgement
     * (in the form's language); answers its reference.
     */
    async submit(
      form: ContactSupportRequest,
      member: UserRow | null,
    ): Promise<{ id: string; reference: string }> {
      // A bot filled the field people never see: it gets an answer like anyone, and nothing is kept.
      if (form.website) {
        onSpam(form);
        return { id: randomUUID(), reference: newReference() };
      }
      const stored = await contact.create(
        {
          fullName: form.fullName,
          email: form.email,
          phoneNumber: form.phoneNumber ?? null,
          street: form.billing_address_street ?? null,
          message: form.message,
          userId: member?.id ?? null,
        },
        (stored) => [
          { kind: 'crm.lead', payload: buildCrmLead(form, member) },
          {
            kind: 'mail',
            payload: {
              to: supportEmail,
              ...supportMessageMail(
                stored.reference,
                { ...form, street: form.billing_address_street },
                member !== null,
              ),
            },
          },
          {
            kind: 'mail',
            payload: {
              to: form.email,
              ...contactAcknowledgementMail(form.language ?? 'vi', stored.reference),
            },
          },
        ],
      );
      nudge();
      return { id: stored.id, reference: stored.reference };
    },

    async page(filter: MessageFilter, pageNumber: number, pageSize: number) {
      const { rows, hasNextPage } = await contact.page(filter, pageNumber, pageSize);
      return { items: await withDeliveries(rows), hasNextPage, currentPage: pageNumber };
    },

    async get(id: string): Promise<SupportMessage> {
      const row = await contact.find(id);
      if (!row) throw messageNotFound();
      const [message] = await withDeliveries([row]);
      return message as SupportMessage;
    },

    async setHandled(id: string, admin: UserRow, isHandled: boolean): Promise<SupportMessage> {
      const row = await contact.setHandled(id, isHandled ? admin.id : null);
      if (!row) throw messageNotFound();
      return this.get(id);
    },

    /** Sends a failed delivery again (the lead keeps its idempotency key). */
    async retry(messageId: string, deliveryId: string): Promise<SupportMessage> {
      const message = await this.get(messageId);
      const delivery = message.deliveries.find((item) => item.id === deliveryId);
      if (!delivery) throw new AppError('contact.deliveryNotFound', 'This message has no such delivery.');
      if (!(await outbox.retry(deliveryId)))
        throw new AppError('contact.deliveryNotFailed', 'Only a failed delivery can be sent again.');
      nudge();
      return this.get(messageId);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
