import type { Language, Occupation } from '@maplebridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useDebouncedValue } from '#shared/hooks/use-debounced-value.ts';
import { occupationKeys, useOccupation, useOccupationSearch } from '#shared/hooks/use-occupations.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { FieldHeading } from './text-field.tsx';

const SEARCH_DELAY_MS = 200;

interface OccupationPickerProps {
  label: string;
  hint?: string | undefined;
  /** A translation code (`validation.required`) or a server message. */
  error?: string | undefined;
  /** The chosen NOC 2021 unit group (5 digits). */
  value: string | undefined;
  onChange: (code: string | undefined) => void;
}

function titleIn(occupation: Occupation, language: Language) {
  return language === 'vi' ? occupation.titleVi : occupation.titleEn;
}

/**
 * A combobox (WAI-ARIA combobox pattern, list autocomplete) over the occupation search: typing
 * searches, the arrows move through the options, Enter chooses, Escape closes. The focus stays in
 * the input; the active option is announced through aria-activedescendant.
 */
export function OccupationPicker({ label, hint, error, value, onChange }: OccupationPickerProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = i18n.language as Language;
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // What the person is typing; null shows the chosen occupation's title instead.
  const [draft, setDraft] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const query = useDebouncedValue((draft ?? '').trim(), SEARCH_DELAY_MS);
  const search = useOccupationSearch(isOpen ? query : '', language);
  const chosen = useOccupation(value);
  const items = search.data ?? [];
  const chosenTitle = chosen.data ? titleIn(chosen.data, language) : (value ?? '');

  const isListShown = isOpen && query !== '';
  const hasOptions = isListShown && !search.isError && items.length > 0;

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function choose(occupation: Occupation) {
    // The option is the one by code: showing its title needs no second request.
    queryClient.setQueryData(occupationKeys.one(occupation.code), occupation);
    onChange(occupation.code);
    setDraft(null);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (!hasOptions) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no option, Down goes to the first and Up to the last; both wrap around.
      setActiveIndex((index) =>
        index === -1 ? (step === 1 ? 0 : items.length - 1) : (index + step + items.length) % items.length,
      );
    } else if (event.key === 'Enter') {
      const active = hasOptions ? items[activeIndex] : undefined;
      if (active) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === 'Escape') {
      // A first Escape closes the list; a second gives back the chosen title.
      if (isListShown) close();
      else setDraft(null);
    }
  }

  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <FieldHeading id={id} label={label} hint={hint} />
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-activedescendant={hasOptions && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          placeholder={t('ui.occupationPicker.placeholder')}
          value={draft ?? chosenTitle}
          onChange={(event) => {
            setDraft(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // Leaving the field empty takes the choice away; leaving a half-typed search keeps it.
            if (draft?.trim() === '') onChange(undefined);
            close();
            setDraft(null);
          }}
          className={`w-full rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
            error ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: pressing in the panel would blur the input and close it before the click lands. */}
        <div
          hidden={!isListShown}
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <div id={listId} role="listbox" aria-label={label} className="py-1 empty:hidden">
            {hasOptions &&
              items.map((occupation, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the focus stays in the input, which handles the keys (aria-activedescendant).
                <div
                  key={occupation.code}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  onClick={() => choose(occupation)}
                  onMouseMove={() => setActiveIndex(index)}
                  className={`cursor-pointer px-3 py-2.5 ${index === activeIndex ? 'bg-brand-50' : ''} ${
                    occupation.code === value ? 'font-semibold' : ''
                  }`}
                >
                  <span className="block text-slate-900">{titleIn(occupation, language)}</span>
                  <span className="block text-sm text-slate-600">
                    {t('ui.occupationPicker.optionDetails', {
                      otherTitle: titleIn(occupation, language === 'vi' ? 'en' : 'vi'),
                      code: occupation.code,
                      teer: occupation.teer,
                    })}
                  </span>
                </div>
              ))}
          </div>
          {isListShown && search.isError && (
            <div role="alert" className="flex flex-wrap items-center gap-2 px-3 py-2.5 text-sm text-red-700">
              {t('ui.occupationPicker.error')}
              <button
                type="button"
                onClick={() => void search.refetch()}
                className="rounded-md border border-slate-300 px-2.5 py-1 font-medium text-slate-800 hover:bg-slate-50"
              >
                {t('ui.occupationPicker.retry')}
              </button>
            </div>
          )}
          <p role="status" className="px-3 py-2.5 text-sm text-slate-600 empty:hidden">
            {isListShown && !search.isError && items.length === 0
              ? t(search.isFetching ? 'ui.occupationPicker.loading' : 'ui.occupationPicker.noResult')
              : ''}
          </p>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
