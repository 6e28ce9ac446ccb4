import type { Language, NewsTwin } from '@maplebridge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Unlink } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '#shared/hooks/use-debounced-value.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { FieldError } from '#shared/ui/text-field.tsx';
import { ArticleOption } from '../article-option.tsx';
import { contentApi } from '../content.api.ts';
import { ARTICLE_SEARCH_PAGE_SIZE, adminNewsItemQueryOptions, contentKeys } from '../content.queries.ts';
import { KeywordField } from '../keyword-field.tsx';
import { StatusBadge } from './status-badge.tsx';

const KEYWORD_DELAY_MS = 350;

interface TwinPickerProps {
  /** The twin's id, or '' for none. */
  value: string;
  onChange(id: string): void;
  /** The article's own language: its twin is found among the articles in the other one. */
  language: Language;
  /** The twin as last saved, so its title shows before any search. */
  savedTwin: NewsTwin | null;
  error?: string | undefined;
}

/** Links the article to the same story in the other language: find it by title, pick it, or unlink. */
export function TwinPicker({ value, onChange, language, savedTwin, error }: TwinPickerProps) {
  const { t } = useTranslation();
  const other: Language = language === 'vi' ? 'en' : 'vi';
  const otherName = t(`admin-content.language.${other}`);
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), KEYWORD_DELAY_MS);
  const ids = { group: useId(), hint: useId() };
  const results = useQuery({
    queryKey: [...contentKeys.news, 'twin-search', other, debouncedKeyword],
    queryFn: () =>
      contentApi.findNews({
        page: 1,
        pageSize: ARTICLE_SEARCH_PAGE_SIZE,
        // A draft may be linked: its twin's page offers it once it is published.
        status: 'all',
        language: other,
        keyword: debouncedKeyword,
        order: 'newest',
      }),
    placeholderData: keepPreviousData,
  });
  const items = results.data?.items ?? [];
  const listed = items.find((item) => item.id === value);
  const known = savedTwin?.id === value ? savedTwin : undefined;
  const fetched = useQuery({
    ...adminNewsItemQueryOptions(value),
    enabled: value !== '' && !listed && !known,
  });
  const chosen = listed ?? known ?? fetched.data;

  return (
    <fieldset
      className="flex flex-col gap-3"
      data-testid="twin-picker"
      aria-describedby={error ? `${ids.hint} ${ids.group}-error` : ids.hint}
    >
      <legend className="text-sm font-medium text-slate-800">{t('admin-content.news.twin.label')}</legend>
      <p id={ids.hint} className="mt-1 text-xs text-slate-600">
        {t('admin-content.news.twin.hint', { language: otherName })}
      </p>
      {value ? (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 ring-1 ring-brand-100"
          data-testid="twin-current"
        >
          <p className="w-full min-w-0 text-sm text-slate-800 sm:w-auto sm:flex-1">
            {t('admin-content.news.twin.linked')}{' '}
            <span lang={chosen?.language} className="font-semibold">
              {chosen?.title ?? '…'}
            </span>
          </p>
          {chosen && <StatusBadge isPublished={chosen.isPublished} />}
          <Button variant="secondary" size="sm" onClick={() => onChange('')} data-testid="twin-clear">
            <Unlink aria-hidden="true" className="h-4 w-4" />
            {t('admin-content.news.twin.clear')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600" data-testid="twin-current">
          {t('admin-content.news.twin.none')}
        </p>
      )}
      <KeywordField
        label={t('admin-content.news.twin.search', { language: otherName })}
        value={keyword}
        onChange={setKeyword}
        testId="twin-search"
      />
      <QueryState
        query={results}
        isEmpty={items.length === 0}
        emptyText={t('admin-content.news.twin.noResults', { language: otherName })}
      >
        <ul
          aria-label={t('admin-content.news.twin.results', { language: otherName })}
          className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200"
        >
          {items.map((item) => (
            <ArticleOption
              key={item.id}
              item={item}
              group={ids.group}
              isChecked={value === item.id}
              onPick={onChange}
              detail={t(
                item.isPublished ? 'admin-content.news.status.published' : 'admin-content.news.status.draft',
              )}
              testId="twin-option"
            />
          ))}
        </ul>
      </QueryState>
      <FieldError id={ids.group} error={error} />
    </fieldset>
  );
}
