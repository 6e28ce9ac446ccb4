import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDay } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import type { DrawOutcome as Outcome } from './draws.api.ts';

/** What an add or an import did: "2 new rounds, 435 already known, 12 members alerted". */
export function DrawOutcome({ outcome }: { outcome: Outcome | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="draw-outcome">
      {outcome && (
        <div className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900 ring-1 ring-emerald-200">
          <p className="font-semibold" data-testid="draw-outcome-summary">
            {[
              t('admin-ops.draws.outcome.added', { count: outcome.added.length }),
              t('admin-ops.draws.outcome.skipped', {
                count: outcome.skipped,
                formatted: formatNumber(outcome.skipped, i18n.language),
              }),
              t('admin-ops.draws.outcome.alerted', {
                count: outcome.alerted,
                formatted: formatNumber(outcome.alerted, i18n.language),
              }),
            ].join(', ')}
          </p>
          {outcome.added.length > 0 && (
            <ul className="mt-1 list-inside list-disc text-sm">
              {outcome.added.slice(0, 10).map((draw) => (
                <li key={draw.number}>
                  {t('admin-ops.draws.outcome.round', {
                    number: draw.number,
                    date: formatDay(draw.date, i18n.language),
                    score: formatNumber(draw.lowestScore, i18n.language),
                  })}
                </li>
              ))}
              {outcome.added.length > 10 && (
                <li>{t('admin-ops.draws.outcome.more', { count: outcome.added.length - 10 })}</li>
              )}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
