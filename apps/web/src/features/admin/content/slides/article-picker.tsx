import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDebouncedValue } from '#shared/hooks/use-debounced-value.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { FieldError } from '#shared/ui/text-field.tsx';
import { ArticleOption } from '../article-option.tsx';
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
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), KEYWORD_DELAY_MS);
  const ids = { group: useId() };
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
      <fieldset aria-describedby={error ? `${ids.group}-error` : undefined} aria-busy={results.isFetching}>
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
              <ArticleOption
                key={item.id}
                item={item}
                group={ids.group}
                isChecked={value === item.id}
                onPick={onChange}
                detail={t(`admin-content.language.${item.language}`)}
                testId="article-option"
              />
            ))}
          </ul>
        )}
      </fieldset>
      {value && (
        <p className="text-sm text-slate-700" data-testid="article-chosen">
          {t('admin-content.slides.chosenArticle', { title: chosenTitle ?? '…' })}
        </p>
      )}
      <FieldError id={ids.group} error={error} />
    </div>
  );
}
