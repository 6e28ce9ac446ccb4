import { NEWS_ORDERS, POST_FILTERS } from '@maplebridge/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '#shared/hooks/use-debounced-value.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useTags } from './news.queries.ts';
import type { NewsFilter } from './news-filter.ts';

const POST_OPTIONS = [
  [POST_FILTERS.all, 'all'],
  [POST_FILTERS.thisMonth, 'thisMonth'],
  [POST_FILTERS.recommended, 'recommended'],
  [POST_FILTERS.saved, 'saved'],
] as const;
const ORDER_OPTIONS = [
  [NEWS_ORDERS.newest, 'newest'],
  [NEWS_ORDERS.oldest, 'oldest'],
  [NEWS_ORDERS.mostViewed, 'mostViewed'],
] as const;
const KEYWORD_DELAY_MS = 350;

interface FilterSelectProps {
  label: string;
  testId: string;
  value: number;
  /** Each option's value and its words. */
  options: ReadonlyArray<readonly [number, string]>;
  onChange(value: number): void;
}

/** One of the filter's labelled selects of numbered choices. */
function FilterSelect({ label, testId, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

interface NewsFilterFormProps {
  filter: NewsFilter;
  onChange(filter: NewsFilter): void;
}

/** Post filter, sort, tag chips and keyword (spec section 2). Its own submit does nothing. */
export function NewsFilterForm({ filter, onChange }: NewsFilterFormProps) {
  const { t, i18n } = useTranslation();
  const isSignedIn = useSessionStore((state) => state.token !== '');
  const { data: tags = [] } = useTags();
  const [keyword, setKeyword] = useState(filter.keyword);
  const debouncedKeyword = useDebouncedValue(keyword, KEYWORD_DELAY_MS);
  const ids = { keyword: useId(), tags: useId() };

  // Typing settles into the filter; a filter changed elsewhere (back button, a link) shows in the box.
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };
  useEffect(() => {
    const { filter: current, onChange: change } = latest.current;
    if (debouncedKeyword.trim() !== current.keyword.trim())
      change({ ...current, keyword: debouncedKeyword.trim() });
  }, [debouncedKeyword]);
  useEffect(() => {
    setKeyword((typed) => (typed.trim() === filter.keyword ? typed : filter.keyword));
  }, [filter.keyword]);

  const toggleTag = (id: number) =>
    onChange({
      ...filter,
      tags: filter.tags.includes(id) ? filter.tags.filter((tag) => tag !== id) : [...filter.tags, id],
    });
  const chipClass = (isActive: boolean) =>
    `rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition ${
      isActive
        ? 'bg-brand-600 text-white ring-brand-600'
        : 'bg-white text-slate-700 ring-slate-300 hover:ring-brand-600'
    }`;

  return (
    <search>
      <form
        aria-label={t('news.filter.label')}
        data-testid="news-filter"
        onSubmit={(event) => event.preventDefault()}
        className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
          <FilterSelect
            label={t('news.filter.post')}
            testId="post-filter"
            value={filter.postEnum}
            options={POST_OPTIONS.filter(([value]) => value !== POST_FILTERS.saved || isSignedIn).map(
              ([value, key]) => [value, t(`news.filter.posts.${key}`)] as const,
            )}
            onChange={(postEnum) => onChange({ ...filter, postEnum })}
          />
          <FilterSelect
            label={t('news.filter.sort')}
            testId="sort-filter"
            value={filter.orderby}
            options={ORDER_OPTIONS.map(([value, key]) => [value, t(`news.filter.orders.${key}`)] as const)}
            onChange={(orderby) => onChange({ ...filter, orderby })}
          />
          <div className="sm:col-span-2 lg:col-span-1">
            <label htmlFor={ids.keyword} className="text-sm font-medium text-slate-800">
              {t('news.filter.keyword')}
            </label>
            <div className="relative mt-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-500"
              />
              <input
                id={ids.keyword}
                type="search"
                data-testid="keyword-input"
                value={keyword}
                maxLength={200}
                placeholder={t('news.filter.keywordPlaceholder')}
                onChange={(event) => setKeyword(event.target.value)}
                className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
              />
            </div>
          </div>
        </div>
        <fieldset>
          <legend id={ids.tags} className="text-sm font-medium text-slate-800">
            {t('news.filter.tags')}
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              data-testid="tag-none"
              aria-pressed={filter.tags.length === 0}
              onClick={() => onChange({ ...filter, tags: [] })}
              className={chipClass(filter.tags.length === 0)}
            >
              {filter.tags.length > 0 && <X aria-hidden="true" className="-ml-1 mr-1 inline h-3.5 w-3.5" />}
              {t('news.filter.noKeyword')}
            </button>
            {tags.map((tag) => (
              <button
                key={tag.id}
                type="button"
                data-testid={`tag-${tag.name}`}
                aria-pressed={filter.tags.includes(tag.id)}
                onClick={() => toggleTag(tag.id)}
                className={chipClass(filter.tags.includes(tag.id))}
              >
                {i18n.language === 'vi' ? tag.descriptionVN : tag.descriptionEN}
              </button>
            ))}
          </div>
        </fieldset>
      </form>
    </search>
  );
}
