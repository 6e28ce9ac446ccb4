import { useTranslation } from '#shared/i18n/use-translation.ts';

/** 2025-03-25 as 25/03/2025: issue 22 dates the rules this way in both languages. */
const dayMonthYear = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** "Rules in force since 25/03/2025, checked 25/11/2026.": which rules scored, and how fresh they are. */
export function RulesChecked({
  ruleSet,
  className = 'text-sm text-slate-600',
}: {
  ruleSet: { effectiveFrom: string; checkedOn?: string | undefined };
  className?: string;
}) {
  const { t } = useTranslation();
  // A result kept in this tab from before the API dated its rules has no check date to show.
  if (!ruleSet.checkedOn) return null;
  return (
    <p className={className} data-testid="rules-checked">
      {t('crs.rules.checked', {
        since: dayMonthYear(ruleSet.effectiveFrom),
        checked: dayMonthYear(ruleSet.checkedOn),
      })}
    </p>
  );
}
