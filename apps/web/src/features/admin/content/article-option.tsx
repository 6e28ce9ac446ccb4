import type { NewsItem } from '@maplebridge/contracts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';

/** One article in a picker's list of radio buttons: its title, then its date and `detail`. */
export function ArticleOption({
  item,
  group,
  isChecked,
  onPick,
  detail,
  testId,
}: {
  item: Pick<NewsItem, 'id' | 'title' | 'language' | 'publishDate'>;
  group: string;
  isChecked: boolean;
  onPick(id: string): void;
  detail: string;
  testId: string;
}) {
  const { i18n } = useTranslation();
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50 has-checked:bg-brand-50">
        <input
          type="radio"
          name={group}
          value={item.id}
          checked={isChecked}
          onChange={() => onPick(item.id)}
          data-testid={testId}
          className="mt-1 h-4 w-4 accent-brand-600"
        />
        <span className="min-w-0">
          <span lang={item.language} className="block font-medium text-slate-900">
            {item.title}
          </span>
          <span className="block text-xs text-slate-600">
            {formatDate(item.publishDate, i18n.language)} · {detail}
          </span>
        </span>
      </label>
    </li>
  );
}
