import type { Tag } from '@maplebridge/contracts';
import { useId } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Skeleton } from '#shared/ui/skeleton.tsx';

interface TagPickerProps {
  tags: Tag[];
  value: number[];
  onChange(ids: number[]): void;
  error?: string | undefined;
  isLoading?: boolean;
}

/** The article's tags: one checkbox per tag, named in the reader's language. */
export function TagPicker({ tags, value, onChange, error, isLoading = false }: TagPickerProps) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  const toggle = (id: number, isChecked: boolean) =>
    onChange(isChecked ? [...value, id] : value.filter((selected) => selected !== id));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-testid="tag-picker">
      <legend className="text-sm font-medium text-slate-800">{t('admin-content.news.fields.tags')}</legend>
      {isLoading ? (
        <div aria-busy="true" className="mt-2">
          <Skeleton shape="lines" count={2} />
        </div>
      ) : tags.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('admin-content.news.fields.noTags')}</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <label
              key={tag.id}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm text-slate-800 ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-brand-600 has-checked:bg-brand-50 has-checked:ring-brand-600"
            >
              <input
                type="checkbox"
                checked={value.includes(tag.id)}
                onChange={(event) => toggle(tag.id, event.target.checked)}
                data-testid={`tag-option-${tag.name}`}
                className="h-4 w-4 accent-brand-600"
              />
              {i18n.language === 'vi' ? tag.descriptionVN : tag.descriptionEN}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </fieldset>
  );
}
