import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<Value extends string> {
  value: Value;
  label: string;
  /** The panel's content; a panel not chosen is hidden, so pass `null` for one that must not mount. */
  panel: ReactNode;
  testId?: string;
}

/**
 * WAI-ARIA tabs with a roving tab index: Tab reaches the chosen tab only, the arrow keys move
 * between tabs and choose them, Home and End go to the first and last.
 */
export function Tabs<Value extends string>({
  label,
  items,
  value,
  onChange,
}: {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem<Value>[];
  value: Value;
  onChange(value: Value): void;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${item.value}-tab`)}`)?.focus();
  };
  const current = items.findIndex((item) => item.value === value);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: items.length - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-2 border-b border-slate-200"
      >
        {items.map((item) => {
          const isSelected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={`${id}-${item.value}-tab`}
              aria-selected={isSelected}
              aria-controls={`${id}-${item.value}`}
              tabIndex={isSelected ? 0 : -1}
              data-testid={item.testId}
              onClick={() => onChange(item.value)}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
                isSelected
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-${item.value}`}
          aria-labelledby={`${id}-${item.value}-tab`}
          hidden={item.value !== value}
        >
          {item.panel}
        </div>
      ))}
    </>
  );
}
