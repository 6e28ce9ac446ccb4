import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDateTime } from '#shared/lib/format-date.ts';
import { toast } from '#shared/lib/toast.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { Button } from '#shared/ui/button.tsx';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { ListTable } from '#shared/ui/list-table.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { NotificationForm } from './notification-form.tsx';
import type { SentNotification } from './notifications.api.ts';
import { sentNotificationsQueryOptions, useDeleteNotification } from './notifications.queries.ts';

/** The server sends the latest 200 at once; the table shows them 20 at a time. */
const PAGE_SIZE = 20;
const TYPE_KEYS = ['info', 'warning', 'error', 'success', 'news', 'system'] as const;

export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const list = useQuery(sentNotificationsQueryOptions());
  const remove = useDeleteNotification();
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<SentNotification | null>(null);
  const isEnglish = i18n.language === 'en';
  const titleOf = (item: SentNotification) => (isEnglish ? item.title_EN : item.title_VN);
  const items = list.data ?? [];
  const lastPage = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const shownPage = Math.min(page, lastPage);
  const shown = items.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);

  const audienceOf = (item: SentNotification) => {
    if (item.userId === null) return t('admin-ops.notifications.audience.everyone');
    if (item.userId === undefined) return t('admin-ops.notifications.audience.unknown');
    return item.recipientEmail ?? t('admin-ops.notifications.audience.oneMember');
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    await remove.mutateAsync(toDelete.messageId);
    toast.success(t('admin-ops.notifications.delete.done'));
  };

  return (
    <section data-testid="notifications-admin" className="space-y-8">
      <div>
        <SectionHeader
          title={t('admin-ops.notifications.title')}
          intro={t('admin-ops.notifications.intro')}
        />
        <NotificationForm />
      </div>
      <div>
        <SectionHeader level={2} title={t('admin-ops.notifications.sent')} />
        <ListTable
          query={list}
          items={shown}
          caption={t('admin-ops.notifications.sent')}
          emptyText={t('admin-ops.notifications.empty')}
          pager={{
            page: shownPage,
            hasNextPage: shownPage < lastPage,
            onChange: setPage,
            label: t('admin-ops.notifications.pager'),
          }}
          rowKey={(item) => item.messageId}
          rowTestId="notification-row"
          columns={[
            {
              label: t('admin-ops.notifications.columns.title'),
              isRowHeader: true,
              cell: (item) => (
                <>
                  <Badge>{t(`admin-ops.notifications.types.${TYPE_KEYS[item.type] ?? 'info'}`)}</Badge>
                  <span className="mt-1 block font-medium text-slate-900">{titleOf(item)}</span>
                  <span className="line-clamp-2 text-xs text-slate-600">
                    {isEnglish ? item.messageContent_EN : item.messageContent_VN}
                  </span>
                </>
              ),
            },
            {
              label: t('admin-ops.notifications.columns.audience'),
              isNowrap: true,
              cell: (item) => <span data-testid="notification-audience">{audienceOf(item)}</span>,
            },
            {
              label: t('admin-ops.notifications.columns.date'),
              isNowrap: true,
              cell: (item) => (
                <time dateTime={item.createdTime}>{formatDateTime(item.createdTime, i18n.language)}</time>
              ),
            },
            {
              label: t('admin-ops.notifications.columns.actions'),
              isHidden: true,
              isEnd: true,
              cell: (item) => (
                <Button
                  variant="secondary"
                  size="sm"
                  data-testid="delete-notification"
                  onClick={() => setToDelete(item)}
                  aria-label={t('admin-ops.notifications.delete.labelFor', { title: titleOf(item) })}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {t('admin-ops.notifications.delete.button')}
                </Button>
              ),
            },
          ]}
        />
      </div>
      {toDelete && (
        <ConfirmDialog
          title={t('admin-ops.notifications.delete.title')}
          confirmLabel={t('admin-ops.notifications.delete.button')}
          isDestructive
          onConfirm={confirmDelete}
          onClose={() => setToDelete(null)}
        >
          <p className="font-medium text-slate-900">{titleOf(toDelete)}</p>
          <p>{t('admin-ops.notifications.delete.question')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
