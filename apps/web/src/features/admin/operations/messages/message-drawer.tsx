import type { SupportMessage } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { formatDateTime } from '#shared/lib/format-date.ts';
import { toast } from '#shared/lib/toast.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Dialog } from '#shared/ui/dialog.tsx';
import { DELIVERY_KIND_KEYS, DELIVERY_TONES } from './delivery-badge.tsx';
import { messageQueryOptions, useRetryDelivery, useSetHandled } from './messages.queries.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The whole message, each delivery's state with "send again" when it failed, and handled / reopen. */
export function MessageDrawer({ message: fromList, onClose }: { message: SupportMessage; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { data: message = fromList, error: loadError } = useQuery(messageQueryOptions(fromList.id, fromList));
  const setHandled = useSetHandled();
  const retry = useRetryDelivery();
  const [actionError, setActionError] = useState<unknown>(null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const isHandled = message.handledAt !== null;
  const isRetrying = (deliveryId: string) => retry.isPending && retry.variables?.deliveryId === deliveryId;

  const toggleHandled = () => {
    setActionError(null);
    setHandled.mutate(
      { id: message.id, handled: !isHandled },
      {
        onSuccess: () =>
          toast.success(t(isHandled ? 'admin-ops.messages.reopened' : 'admin-ops.messages.markedHandled')),
        onError: setActionError,
      },
    );
  };

  const sendAgain = (deliveryId: string) => {
    setActionError(null);
    retry.mutate(
      { id: message.id, deliveryId },
      {
        onSuccess: () => toast.success(t('admin-ops.messages.retried')),
        onError: setActionError,
      },
    );
  };

  return (
    <Dialog
      variant="drawer"
      title={t('admin-ops.messages.detailTitle', { reference: message.reference })}
      onClose={onClose}
      testId="message-drawer"
    >
      <div className="space-y-6">
        {(actionError !== null || loadError !== null) && (
          <p
            role="alert"
            data-testid="message-error"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {errorMessage(t, actionError ?? loadError)}
          </p>
        )}
        <dl className="divide-y divide-slate-100">
          <Row label={t('admin-ops.messages.columns.name')}>{message.fullName}</Row>
          <Row label={t('admin-ops.messages.columns.email')}>
            <a href={`mailto:${message.email}`} className="break-all text-brand-700 hover:underline">
              {message.email}
            </a>
          </Row>
          <Row label={t('admin-ops.messages.phone')}>{message.phoneNumber || '—'}</Row>
          <Row label={t('admin-ops.messages.street')}>{message.street || '—'}</Row>
          <Row label={t('admin-ops.messages.columns.date')}>{when(message.createdAt)}</Row>
          <Row label={t('admin-ops.messages.sender')}>
            {t(message.userId ? 'admin-ops.messages.fromMember' : 'admin-ops.messages.fromVisitor')}
          </Row>
          <Row label={t('admin-ops.messages.state')}>
            <Badge tone={isHandled ? 'good' : 'warn'} testId="message-state">
              {isHandled
                ? t('admin-ops.messages.handledAt', { date: when(message.handledAt) })
                : t('admin-ops.messages.filters.open')}
            </Badge>
          </Row>
        </dl>
        <div>
          <h3 className="mb-2 font-semibold text-slate-900">{t('admin-ops.messages.message')}</h3>
          <p
            data-testid="message-text"
            className="rounded-lg bg-slate-50 px-4 py-3 whitespace-pre-wrap break-words text-slate-800 ring-1 ring-slate-200"
          >
            {message.message}
          </p>
        </div>
        <div>
          <h3 className="mb-2 font-semibold text-slate-900">{t('admin-ops.messages.deliveries')}</h3>
          <ul className="space-y-3">
            {message.deliveries.map((delivery) => (
              <li
                key={delivery.id}
                data-testid="delivery"
                className="rounded-lg px-4 py-3 ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-slate-900">
                    {t(`admin-ops.messages.kinds.${DELIVERY_KIND_KEYS[delivery.kind]}`)}
                  </p>
                  <Badge tone={DELIVERY_TONES[delivery.status]} testId="delivery-status">
                    {t(`admin-ops.messages.statuses.${delivery.status}`)}
                  </Badge>
                </div>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="inline text-slate-500">{t('admin-ops.messages.attempts')}: </dt>
                    <dd className="inline">{delivery.attempts}</dd>
                  </div>
                  <div>
                    <dt className="inline text-slate-500">{t('admin-ops.messages.sentAt')}: </dt>
                    <dd className="inline">{when(delivery.sentAt)}</dd>
                  </div>
                  <div>
                    <dt className="inline text-slate-500">{t('admin-ops.messages.nextAttemptAt')}: </dt>
                    <dd className="inline">{when(delivery.nextAttemptAt)}</dd>
                  </div>
                  <div className="sm:col-span-2">
                    <dt className="text-slate-500">{t('admin-ops.messages.lastError')}:</dt>
                    <dd>
                      {delivery.lastError ? (
                        <code className="block rounded bg-slate-100 px-2 py-1 text-xs break-all whitespace-pre-wrap text-slate-800">
                          {delivery.lastError}
                        </code>
                      ) : (
                        '—'
                      )}
                    </dd>
                  </div>
                </dl>
                {delivery.status === 'failed' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="mt-3"
                    data-testid="retry-delivery"
                    disabled={retry.isPending}
                    isPending={isRetrying(delivery.id)}
                    onClick={() => sendAgain(delivery.id)}
                  >
                    {!isRetrying(delivery.id) && <RotateCw aria-hidden="true" className="h-4 w-4" />}
                    {t('admin-ops.messages.retry')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
          <Button data-testid="toggle-handled" onClick={toggleHandled} isPending={setHandled.isPending}>
            {t(isHandled ? 'admin-ops.messages.reopen' : 'admin-ops.messages.markHandled')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
