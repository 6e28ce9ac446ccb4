import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDateTime } from '#shared/lib/format-date.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { FilterBar } from '#shared/ui/filter-bar.tsx';
import { ListTable } from '#shared/ui/list-table.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { usePagedList } from '../paged-list.ts';
import { AUDIT_PAGE_SIZE, auditListQueryOptions } from './audit.queries.ts';
import { AUDIT_ACTION_KEYS, AUDIT_AREAS } from './audit-actions.ts';

export function AuditPage() {
  const { t, i18n } = useTranslation();
  const list = usePagedList(
    '',
    (action, pageNumber) => auditListQueryOptions({ action, pageNumber, pageSize: AUDIT_PAGE_SIZE }),
    t('admin-ops.audit.pager'),
  );

  return (
    <section data-testid="audit-admin">
      <SectionHeader title={t('admin-ops.audit.title')} intro={t('admin-ops.audit.intro')} />
      <FilterBar>
        <SelectField
          label={t('admin-ops.audit.filter')}
          {...list.filterSelect}
          data-testid="audit-action-filter"
          options={AUDIT_AREAS.map(({ prefix, key }) => ({ value: prefix, label: t(key) }))}
        />
      </FilterBar>
      <ListTable
        {...list.table}
        caption={t('admin-ops.audit.caption')}
        emptyText={t('admin-ops.audit.empty')}
        rowTestId="audit-row"
        columns={[
          {
            label: t('admin-ops.audit.columns.who'),
            isNowrap: true,
            cell: (entry) => (
              <>
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
              </>
            ),
          },
          {
            label: t('admin-ops.audit.columns.what'),
            isRowHeader: true,
            cell: (entry) => {
              const labelKey = AUDIT_ACTION_KEYS[entry.action];
              return (
                <>
                  <span className="block font-medium text-slate-900" data-testid="audit-action">
                    {labelKey ? t(labelKey) : entry.action}
                  </span>
                  {labelKey && <code className="text-xs text-slate-500">{entry.action}</code>}
                </>
              );
            },
          },
          {
            label: t('admin-ops.audit.columns.path'),
            cell: (entry) => (
              <code className="text-xs break-all text-slate-700">
                {entry.method} {entry.path}
              </code>
            ),
          },
          {
            label: t('admin-ops.audit.columns.status'),
            cell: (entry) => <Badge tone={entry.statusCode < 400 ? 'good' : 'bad'}>{entry.statusCode}</Badge>,
          },
          {
            label: t('admin-ops.audit.columns.when'),
            isNowrap: true,
            cell: (entry) => (
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
            ),
          },
        ]}
      />
    </section>
  );
}
