import type { SupportMessage } from '@maplebridge/contracts';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDateTime } from '#shared/lib/format-date.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { FilterBar } from '#shared/ui/filter-bar.tsx';
import { ListTable } from '#shared/ui/list-table.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { usePagedList } from '../paged-list.ts';
import { DeliveryBadge } from './delivery-badge.tsx';
import { MessageDrawer } from './message-drawer.tsx';
import { MESSAGE_FILTERS, type MessageFilter } from './messages.api.ts';
import { MESSAGES_PAGE_SIZE, messagesListQueryOptions } from './messages.queries.ts';

const EXCERPT_LENGTH = 90;

/** The first words of a message, on one line. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const list = usePagedList(
    'open' as MessageFilter,
    (status, pageNumber) => messagesListQueryOptions({ status, pageNumber, pageSize: MESSAGES_PAGE_SIZE }),
    t('admin-ops.messages.pager'),
  );
  const [opened, setOpened] = useState<SupportMessage | null>(null);

  return (
    <section data-testid="messages-admin">
      <SectionHeader title={t('admin-ops.messages.title')} intro={t('admin-ops.messages.intro')} />
      <FilterBar>
        <SelectField
          label={t('admin-ops.messages.filter')}
          {...list.filterSelect}
          data-testid="message-status-filter"
          options={MESSAGE_FILTERS.map((value) => ({
            value,
            label: t(`admin-ops.messages.filters.${value}`),
          }))}
        />
      </FilterBar>
      <ListTable
        {...list.table}
        caption={t('admin-ops.messages.caption')}
        emptyText={t(`admin-ops.messages.empty.${list.filter}`)}
        rowTestId="message-row"
        columns={[
          {
            label: t('admin-ops.messages.columns.reference'),
            isRowHeader: true,
            cell: (message) => (
              <>
                <button
                  type="button"
                  data-testid="open-message"
                  onClick={() => setOpened(message)}
                  aria-label={t('admin-ops.messages.open', { reference: message.reference })}
                  className="font-mono font-semibold whitespace-nowrap text-brand-700 hover:underline"
                >
                  {message.reference}
                </button>
                {message.handledAt && (
                  <span className="mt-1 block">
                    <Badge tone="good">{t('admin-ops.messages.filters.handled')}</Badge>
                  </span>
                )}
              </>
            ),
          },
          { label: t('admin-ops.messages.columns.name'), cell: (message) => message.fullName },
          { label: t('admin-ops.messages.columns.email'), isNowrap: true, cell: (message) => message.email },
          {
            label: t('admin-ops.messages.columns.date'),
            isNowrap: true,
            cell: (message) => (
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
            ),
          },
          {
            label: t('admin-ops.messages.columns.excerpt'),
            cell: (message) => (
              <span className="block min-w-48 text-slate-600">{excerptOf(message.message)}</span>
            ),
          },
          {
            label: t('admin-ops.messages.columns.deliveries'),
            cell: (message) => (
              <div className="flex flex-col items-start gap-1">
                {message.deliveries.map((delivery) => (
                  <DeliveryBadge key={delivery.id} delivery={delivery} />
                ))}
              </div>
            ),
          },
        ]}
      />
      {opened && <MessageDrawer message={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
