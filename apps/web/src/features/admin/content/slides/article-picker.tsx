import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDebouncedValue } from '#shared/hooks/use-debounced-value.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { contentApi } from '../content.api.ts';
import { ARTICLE_SEARCH_PAGE_SIZE, adminNewsItemQueryOptions, contentKeys } from '../content.queries.ts';
import { KeywordField } from '../keyword-field.tsx';

const KEYWORD_DELAY_MS = 350;

interface ArticlePickerProps {
  value: string;
  onChange(id: string): void;
  error?: string | undefined;
}

/** Finds a published article by its title and picks it (one radio button per result). */
export function ArticlePicker({ value, onChange, error }: ArticlePickerProps) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), KEYWORD_DELAY_MS);
  const ids = { group: useId(), error: useId() };
  const results = useQuery({
    queryKey: [...contentKeys.news, 'search', debouncedKeyword],
    queryFn: () =>
      contentApi.findNews({
        page: 1,
        pageSize: ARTICLE_SEARCH_PAGE_SIZE,
        // A slide to a draft would lead visitors to a page that is not there.
        status: 'published',
        language: '',
        keyword: debouncedKeyword,
        order: 'newest',
      }),
    placeholderData: keepPreviousData,
  });
  const items = results.data?.items ?? [];
  const listed = items.find((item) => item.id === value);
  const chosen = useQuery({ ...adminNewsItemQueryOptions(value), enabled: value !== '' && !listed });
  const chosenTitle = listed?.title ?? chosen.data?.title;

  return (
    <div className="flex flex-col gap-3" data-testid="article-picker">
      <KeywordField
        label={t('admin-content.slides.fields.articleSearch')}
        value={keyword}
        onChange={setKeyword}
        testId="article-search"
      />
      <fieldset aria-describedby={error ? ids.error : undefined} aria-busy={results.isFetching}>
        <legend className="text-sm font-medium text-slate-800">
          {t('admin-content.slides.fields.article')}
        </legend>
        {results.isPending ? (
          <div className="mt-2">
            <Skeleton shape="rows" count={3} />
          </div>
        ) : items.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('admin-content.slides.noArticles')}</p>
        ) : (
          <ul className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200">
            {items.map((item) => (
              <li key={item.id}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50 has-checked:bg-brand-50">
                  <input
                    type="radio"
                    name={ids.group}
                    value={item.id}
                    checked={value === item.id}
                    onChange={() => onChange(item.id)}
                    data-testid="article-option"
                    className="mt-1 h-4 w-4 accent-brand-600"
                  />
                  <span className="min-w-0">
                    <span lang={item.language} className="block font-medium text-slate-900">
                      {item.title}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {formatDate(item.publishDate, i18n.language)} ·{' '}
                      {t(`admin-content.language.${item.language}`)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {value && (
        <p className="text-sm text-slate-700" data-testid="article-chosen">
          {t('admin-content.slides.chosenArticle', { title: chosenTitle ?? '…' })}
        </p>
      )}
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
