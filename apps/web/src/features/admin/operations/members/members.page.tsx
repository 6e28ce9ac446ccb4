import { MEMBER_FILTERS, type Member } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDebouncedValue } from '#shared/hooks/use-debounced-value.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { Button } from '#shared/ui/button.tsx';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { FilterBar } from '#shared/ui/filter-bar.tsx';
import { ListTable } from '#shared/ui/list-table.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { pagedTable, usePagedFilter } from '../paged-list.ts';
import type { MemberFilter } from './members.api.ts';
import {
  MEMBERS_PAGE_SIZE,
  type MemberChange,
  membersListQueryOptions,
  useChangeMember,
} from './members.queries.ts';

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 300;

type PendingChange = MemberChange & { member: Member };

/** The action's text keys: what the button says, the dialog asks, the toast confirms. */
function changeKey({ change, value }: MemberChange): string {
  if (change === 'active') return value ? 'reactivate' : 'deactivate';
  return value ? 'promote' : 'demote';
}

export function MembersPage() {
  const { t, i18n } = useTranslation();
  const selfId = useSessionStore((state) => state.user?.id);
  const { filter, changeFilter, page, setPage } = usePagedFilter({
    keyword: '',
    status: 'all' as MemberFilter,
  });
  const [pending, setPending] = useState<PendingChange | null>(null);
  const debouncedKeyword = useDebouncedValue(filter.keyword, SEARCH_DEBOUNCE_MS);
  const selfNoteId = useId();
  const list = useQuery(
    membersListQueryOptions({
      keyword: debouncedKeyword,
      status: filter.status,
      pageNumber: page,
      pageSize: MEMBERS_PAGE_SIZE,
    }),
  );
  const changeMember = useChangeMember();

  const confirmChange = async () => {
    if (!pending) return;
    const { member, ...change } = pending;
    await changeMember.mutateAsync(change);
    toast.success(
      t(`admin-ops.members.actions.${changeKey(change)}.done`, { name: member.fullName || member.email }),
    );
  };

  const actionButton = (member: Member, change: MemberChange['change'], value: boolean, isSelf: boolean) => {
    const key = changeKey({ id: member.id, change, value });
    const isTakingAway = !value;
    return (
      <Button
        variant="secondary"
        size="sm"
        data-testid={`member-${key}`}
        disabled={isSelf && isTakingAway}
        aria-describedby={isSelf && isTakingAway ? selfNoteId : undefined}
        onClick={() => setPending({ id: member.id, change, value, member })}
      >
        {t(`admin-ops.members.actions.${key}.button`)}
      </Button>
    );
  };

  return (
    <section data-testid="members-admin">
      <SectionHeader title={t('admin-ops.members.title')} intro={t('admin-ops.members.intro')} />
      <FilterBar>
        <TextField
          type="search"
          label={t('admin-ops.members.search')}
          placeholder={t('admin-ops.members.searchPlaceholder')}
          value={filter.keyword}
          data-testid="member-search"
          onChange={(event) => changeFilter({ ...filter, keyword: event.target.value })}
        />
        <SelectField
          label={t('admin-ops.members.filter')}
          value={filter.status}
          data-testid="member-status"
          onChange={(event) => changeFilter({ ...filter, status: event.target.value as MemberFilter })}
          options={MEMBER_FILTERS.map((value) => ({ value, label: t(`admin-ops.members.filters.${value}`) }))}
        />
      </FilterBar>
      <p className="sr-only" aria-live="polite">
        {list.data ? t('admin-ops.members.shown', { count: list.data.items.length }) : ''}
      </p>
      <ListTable
        {...pagedTable(list, { page, onChange: setPage, label: t('admin-ops.members.pager') })}
        caption={t('admin-ops.members.caption')}
        emptyText={t('admin-ops.members.empty')}
        rowTestId="member-row"
        columns={[
          {
            label: t('admin-ops.members.columns.name'),
            isRowHeader: true,
            cell: (member) => (
              <>
                <span className="block font-medium text-slate-900">{member.fullName || '—'}</span>
                {member.id === selfId && <Badge tone="brand">{t('admin-ops.members.you')}</Badge>}
                <span className="block text-xs text-slate-500">
                  {t('admin-ops.members.joined', { date: formatDate(member.createdTime, i18n.language) })}
                </span>
              </>
            ),
          },
          { label: t('admin-ops.members.columns.email'), isNowrap: true, cell: (member) => member.email },
          {
            label: t('admin-ops.members.columns.phone'),
            isNowrap: true,
            cell: (member) => member.phoneNumber || '—',
          },
          {
            label: t('admin-ops.members.columns.verified'),
            cell: (member) => (
              <Badge tone={member.isEmailVerified ? 'good' : 'warn'}>
                {t(`admin-ops.members.verified.${member.isEmailVerified ? 'yes' : 'no'}`)}
              </Badge>
            ),
          },
          {
            label: t('admin-ops.members.columns.active'),
            cell: (member) => (
              <Badge tone={member.active ? 'good' : 'bad'} testId="member-active">
                {t(`admin-ops.members.active.${member.active ? 'yes' : 'no'}`)}
              </Badge>
            ),
          },
          {
            label: t('admin-ops.members.columns.role'),
            cell: (member) => (
              <Badge tone={member.isAdmin ? 'brand' : 'neutral'} testId="member-role">
                {t(`admin-ops.members.role.${member.isAdmin ? 'admin' : 'member'}`)}
              </Badge>
            ),
          },
          {
            label: t('admin-ops.members.columns.actions'),
            cell: (member) => {
              const isSelf = member.id === selfId;
              return (
                <>
                  <div className="flex flex-wrap gap-2">
                    {actionButton(member, 'active', !member.active, isSelf)}
                    {actionButton(member, 'role', !member.isAdmin, isSelf)}
                  </div>
                  {isSelf && (
                    <p
                      id={selfNoteId}
                      data-testid="self-note"
                      className="mt-1 max-w-56 text-xs text-slate-500"
                    >
                      {t('admin-ops.members.selfNote')}
                    </p>
                  )}
                </>
              );
            },
          },
        ]}
      />
      {pending && (
        <ConfirmDialog
          title={t(`admin-ops.members.actions.${changeKey(pending)}.title`)}
          confirmLabel={t(`admin-ops.members.actions.${changeKey(pending)}.button`)}
          isDestructive={!pending.value}
          onConfirm={confirmChange}
          onClose={() => setPending(null)}
        >
          <p>
            {t(`admin-ops.members.actions.${changeKey(pending)}.question`, {
              name: pending.member.fullName || pending.member.email,
              email: pending.member.email,
            })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
