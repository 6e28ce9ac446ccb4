import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDateTime } from '#shared/lib/format-date.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { TableFrame, TableHead, TD } from '#shared/ui/table.tsx';
import { AUDIT_PAGE_SIZE, auditListQueryOptions } from './audit.queries.ts';
import { AUDIT_ACTION_KEYS, AUDIT_AREAS } from './audit-actions.ts';

export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(auditListQueryOptions({ action, pageNumber: page, pageSize: AUDIT_PAGE_SIZE }));
  const items = list.data?.items ?? [];

  return (
    <section data-testid="audit-admin">
      <SectionHeader title={t('admin-ops.audit.title')} intro={t('admin-ops.audit.intro')} />
      <div className="mb-4 sm:w-72">
        <SelectField
          label={t('admin-ops.audit.filter')}
          value={action}
          data-testid="audit-action-filter"
          onChange={(event) => {
            setAction(event.target.value);
            setPage(1);
          }}
          options={AUDIT_AREAS.map(({ prefix, key }) => ({ value: prefix, label: t(key) }))}
        />
      </div>
      <QueryState
        query={list}
        pager={{
          page,
          hasNextPage: list.data?.hasNextPage ?? false,
          onChange: setPage,
          label: t('admin-ops.audit.pager'),
        }}
        isEmpty={items.length === 0}
        emptyText={t('admin-ops.audit.empty')}
      >
        <TableFrame caption={t('admin-ops.audit.caption')} testId="audit-table">
          <TableHead
            columns={[
              t('admin-ops.audit.columns.who'),
              t('admin-ops.audit.columns.what'),
              t('admin-ops.audit.columns.path'),
              t('admin-ops.audit.columns.status'),
              t('admin-ops.audit.columns.when'),
            ]}
          />
          <tbody>
            {items.map((entry) => {
              const labelKey = AUDIT_ACTION_KEYS[entry.action];
              return (
                <tr key={entry.id} data-testid="audit-row" className="border-t border-slate-100">
                  <td className={`${TD} whitespace-nowrap`}>
                    {entry.actorEmail ?? t('admin-ops.audit.unknownActor')}
                    {entry.subject && (
                      <span className="block text-xs break-all whitespace-normal text-slate-600">
                        {t('admin-ops.audit.subject', { subject: entry.subject })}
                      </span>
                    )}
                    {entry.ip && (
                      <span className="block text-xs text-slate-500" data-testid="audit-ip">
                        {t('admin-ops.audit.from', { ip: entry.ip })}
                      </span>
                    )}
                  </td>
                  <th scope="row" className={`${TD} font-normal`}>
                    <span className="block font-medium text-slate-900" data-testid="audit-action">
                      {labelKey ? t(labelKey) : entry.action}
                    </span>
                    {labelKey && <code className="text-xs text-slate-500">{entry.action}</code>}
                  </th>
                  <td className={TD}>
                    <code className="text-xs break-all text-slate-700">
                      {entry.method} {entry.path}
                    </code>
                  </td>
                  <td className={TD}>
                    <Badge tone={entry.statusCode < 400 ? 'good' : 'bad'}>{entry.statusCode}</Badge>
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      </QueryState>
    </section>
  );
}
