import type { Member } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '#shared/hooks/use-debounced-value.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { membersListQueryOptions } from '../members/members.queries.ts';

const SEARCH_DEBOUNCE_MS = 300;
const MIN_KEYWORD_LENGTH = 2;
const RESULT_COUNT = 6;

interface MemberPickerProps {
  value: Member | null;
  onChange(member: Member | null): void;
  /** A translation code, shown under the search box. */
  error?: string | undefined;
}

/** Finds one active member by e-mail (or name, or phone) through the members search, and picks them. */
export function MemberPicker({ value, onChange, error }: MemberPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const resultsId = useId();
  const isSearching = debounced.length >= MIN_KEYWORD_LENGTH;
  const results = useQuery({
    ...membersListQueryOptions({
      keyword: debounced,
      status: 'active',
      pageNumber: 1,
      pageSize: RESULT_COUNT,
    }),
    enabled: value === null && isSearching,
  });

  if (value)
    return (
      <div>
        <div
          data-testid="picked-member"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
        >
          <p className="min-w-0 text-sm">
            <span className="block font-medium text-slate-900">{value.fullName || value.email}</span>
            <span className="block break-all text-slate-600">{value.email}</span>
          </p>
          <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
            {t('admin-ops.notifications.form.changeMember')}
          </Button>
        </div>
        {error && (
          <p role="alert" className="mt-1.5 text-sm text-red-700">
            {t(error, { defaultValue: error })}
          </p>
        )}
      </div>
    );

  const items = results.data?.items ?? [];
  return (
    <div className="space-y-2">
      <TextField
        type="search"
        label={t('admin-ops.notifications.form.memberSearch')}
        placeholder={t('admin-ops.notifications.form.memberSearchPlaceholder')}
        value={keyword}
        autoComplete="off"
        data-testid="member-picker-search"
        aria-controls={resultsId}
        error={error}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <div id={resultsId} aria-live="polite">
        {isSearching && results.isFetching && (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            {t('ui.list.loading')}
          </p>
        )}
        {isSearching && !results.isFetching && results.isSuccess && items.length === 0 && (
          <p className="text-sm text-slate-600">{t('admin-ops.notifications.form.noMember')}</p>
        )}
        {items.length > 0 && (
          <ul
            aria-label={t('admin-ops.notifications.form.memberResults')}
            className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
          >
            {items.map((member) => (
              <li key={member.id}>
                <button
                  type="button"
                  data-testid="member-option"
                  onClick={() => onChange(member)}
                  className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
                >
                  <span className="block font-medium text-slate-900">{member.fullName || member.email}</span>
                  <span className="block break-all text-slate-600">{member.email}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
