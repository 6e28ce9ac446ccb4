import { MEMBER_FILTERS, type Member } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDebouncedValue } from '#shared/hooks/use-debounced-value.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { toast } from '#shared/lib/toast.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { TableFrame, TableHead, TD } from '#shared/ui/table.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
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
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<MemberFilter>('all');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const debouncedKeyword = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const selfNoteId = useId();
  const list = useQuery(
    membersListQueryOptions({
      keyword: debouncedKeyword,
      status,
      pageNumber: page,
      pageSize: MEMBERS_PAGE_SIZE,
    }),
  );
  const changeMember = useChangeMember();
  const items = list.data?.items ?? [];

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
      <button
        type="button"
        data-testid={`member-${key}`}
        disabled={isSelf && isTakingAway}
        aria-describedby={isSelf && isTakingAway ? selfNoteId : undefined}
        onClick={() => setPending({ id: member.id, change, value, member })}
        className={`rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 disabled:cursor-not-allowed disabled:opacity-50 ${
          isTakingAway
            ? 'text-red-800 ring-red-300 hover:bg-red-50 disabled:hover:bg-transparent'
            : 'text-slate-800 ring-slate-300 hover:bg-slate-100'
        }`}
      >
        {t(`admin-ops.members.actions.${key}.button`)}
      </button>
    );
  };

  return (
    <section data-testid="members-admin">
      <SectionHeader title={t('admin-ops.members.title')} intro={t('admin-ops.members.intro')} />
      <div className="mb-4 grid gap-4 sm:grid-cols-[1fr_14rem]">
        <TextField
          type="search"
          label={t('admin-ops.members.search')}
          placeholder={t('admin-ops.members.searchPlaceholder')}
          value={keyword}
          data-testid="member-search"
          onChange={(event) => {
            setKeyword(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={t('admin-ops.members.filter')}
          value={status}
          data-testid="member-status"
          onChange={(event) => {
            setStatus(event.target.value as MemberFilter);
            setPage(1);
          }}
          options={MEMBER_FILTERS.map((value) => ({ value, label: t(`admin-ops.members.filters.${value}`) }))}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {list.data ? t('admin-ops.members.shown', { count: items.length }) : ''}
      </p>
      <QueryState
        query={list}
        pager={{
          page,
          hasNextPage: list.data?.hasNextPage ?? false,
          onChange: setPage,
          label: t('admin-ops.members.pager'),
        }}
        isEmpty={items.length === 0}
        emptyText={t('admin-ops.members.empty')}
      >
        <TableFrame caption={t('admin-ops.members.caption')} testId="members-table">
          <TableHead
            columns={[
              t('admin-ops.members.columns.name'),
              t('admin-ops.members.columns.email'),
              t('admin-ops.members.columns.phone'),
              t('admin-ops.members.columns.verified'),
              t('admin-ops.members.columns.active'),
              t('admin-ops.members.columns.role'),
              t('admin-ops.members.columns.actions'),
            ]}
          />
          <tbody>
            {items.map((member) => {
              const isSelf = member.id === selfId;
              return (
                <tr key={member.id} data-testid="member-row" className="border-t border-slate-100">
                  <th scope="row" className={`${TD} font-medium text-slate-900`}>
                    <span className="block">{member.fullName || '—'}</span>
                    {isSelf && <Badge tone="brand">{t('admin-ops.members.you')}</Badge>}
                    <span className="block text-xs font-normal text-slate-500">
                      {t('admin-ops.members.joined', { date: formatDate(member.createdTime, i18n.language) })}
                    </span>
                  </th>
                  <td className={`${TD} whitespace-nowrap`}>{member.email}</td>
                  <td className={`${TD} whitespace-nowrap`}>{member.phoneNumber || '—'}</td>
                  <td className={TD}>
                    <Badge tone={member.isEmailVerified ? 'good' : 'warn'}>
                      {t(`admin-ops.members.verified.${member.isEmailVerified ? 'yes' : 'no'}`)}
                    </Badge>
                  </td>
                  <td className={TD}>
                    <Badge tone={member.active ? 'good' : 'bad'} testId="member-active">
                      {t(`admin-ops.members.active.${member.active ? 'yes' : 'no'}`)}
                    </Badge>
                  </td>
                  <td className={TD}>
                    <Badge tone={member.isAdmin ? 'brand' : 'neutral'} testId="member-role">
                      {t(`admin-ops.members.role.${member.isAdmin ? 'admin' : 'member'}`)}
                    </Badge>
                  </td>
                  <td className={TD}>
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      </QueryState>
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
