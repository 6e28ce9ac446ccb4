import type { SupportMessage } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDateTime } from '#shared/lib/format-date.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { TableFrame, TableHead, TD } from '#shared/ui/table.tsx';
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
  const [status, setStatus] = useState<MessageFilter>('open');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<SupportMessage | null>(null);
  const list = useQuery(messagesListQueryOptions({ status, pageNumber: page, pageSize: MESSAGES_PAGE_SIZE }));
  const items = list.data?.items ?? [];

  return (
    <section data-testid="messages-admin">
      <SectionHeader title={t('admin-ops.messages.title')} intro={t('admin-ops.messages.intro')} />
      <div className="mb-4 sm:w-64">
        <SelectField
          label={t('admin-ops.messages.filter')}
          value={status}
          data-testid="message-status-filter"
          onChange={(event) => {
            setStatus(event.target.value as MessageFilter);
            setPage(1);
          }}
          options={MESSAGE_FILTERS.map((value) => ({
            value,
            label: t(`admin-ops.messages.filters.${value}`),
          }))}
        />
      </div>
      <QueryState
        query={list}
        pager={{
          page,
          hasNextPage: list.data?.hasNextPage ?? false,
          onChange: setPage,
          label: t('admin-ops.messages.pager'),
        }}
        isEmpty={items.length === 0}
        emptyText={t(`admin-ops.messages.empty.${status}`)}
      >
        <TableFrame caption={t('admin-ops.messages.caption')} testId="messages-table">
          <TableHead
            columns={[
              t('admin-ops.messages.columns.reference'),
              t('admin-ops.messages.columns.name'),
              t('admin-ops.messages.columns.email'),
              t('admin-ops.messages.columns.date'),
              t('admin-ops.messages.columns.excerpt'),
              t('admin-ops.messages.columns.deliveries'),
            ]}
          />
          <tbody>
            {items.map((message) => (
              <tr key={message.id} data-testid="message-row" className="border-t border-slate-100">
                <th scope="row" className={TD}>
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
                </th>
                <td className={TD}>{message.fullName}</td>
                <td className={`${TD} whitespace-nowrap`}>{message.email}</td>
                <td className={`${TD} whitespace-nowrap`}>
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
                </td>
                <td className={`${TD} min-w-48 text-slate-600`}>{excerptOf(message.message)}</td>
                <td className={TD}>
                  <div className="flex flex-col items-start gap-1">
                    {message.deliveries.map((delivery) => (
                      <DeliveryBadge key={delivery.id} delivery={delivery} />
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </QueryState>
      {opened && <MessageDrawer message={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
