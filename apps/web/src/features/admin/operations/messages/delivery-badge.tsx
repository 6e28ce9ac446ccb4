import type { SupportMessage } from '@maplebridge/contracts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Badge, type BadgeTone } from '#shared/ui/badge.tsx';

type Delivery = SupportMessage['deliveries'][number];

export const DELIVERY_TONES: Record<Delivery['status'], BadgeTone> = {
  sent: 'good',
  pending: 'warn',
  failed: 'bad',
  notConfigured: 'neutral',
};

/** Keys for `crm.lead`, `mail.support` and `mail.acknowledgement` (a dot would nest the translation key). */
export const DELIVERY_KIND_KEYS: Record<Delivery['kind'], string> = {
  'crm.lead': 'crmLead',
  'mail.support': 'mailSupport',
  'mail.acknowledgement': 'mailAcknowledgement',
};

/** "CRM: failed": where a message went and how it went. */
export function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  return (
    <Badge tone={DELIVERY_TONES[delivery.status]} testId="delivery-badge">
      {t(`admin-ops.messages.kinds.${DELIVERY_KIND_KEYS[delivery.kind]}`)}:{' '}
      {t(`admin-ops.messages.statuses.${delivery.status}`)}
    </Badge>
  );
}
