import type { CrsScoreDto } from '@maplebridge/contracts';
import { BookOpen, Heart, Languages, Sparkles } from 'lucide-react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/** The four groups of a score (spec section 2's cards): the prefix of their factors' codes and their total. */
export const SCORE_GROUPS = [
  { key: 'core', total: 'core_factors', prefix: 'core.' },
  { key: 'spouse', total: 'spouse_factors', prefix: 'spouse.' },
  { key: 'skill', total: 'skill_factors', prefix: 'transferability.' },
  { key: 'bonus', total: 'bonus_factors', prefix: 'additional.' },
] as const;

export type ScoreGroupKey = (typeof SCORE_GROUPS)[number]['key'];

const ICONS = { core: BookOpen, spouse: Heart, skill: Languages, bonus: Sparkles } as const;
const CARDS = SCORE_GROUPS.map((group) => ({ ...group, Icon: ICONS[group.key] }));

/** The four cards of a result: each factor's points and the group total (spec section 2). */
export function ResultCards({ score }: { score: CrsScoreDto }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4 print:grid-cols-4 print:gap-2">
      {CARDS.filter((card) => card.key !== 'spouse' || score.isWithSpouse).map(
        ({ key, total, prefix, Icon }) => (
          <li
            key={key}
            data-testid={`card-${key}`}
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 print:p-2"
          >
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" />
              {t(`crs.result.cards.${key}`)}
            </h2>
            <dl className="mt-3 space-y-1 text-sm print:mt-1 print:space-y-0 print:text-[8pt]">
              {score.lines
                .filter((line) => line.factor.startsWith(prefix))
                .map((line) => (
                  <div key={line.factor} className="flex justify-between gap-2">
                    <dt className="text-slate-600">{t(`crs.factors.${line.factor}`)}</dt>
                    <dd className="font-medium text-slate-900">{line.points}</dd>
                  </div>
                ))}
              <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 font-bold">
                <dt>{t('crs.result.total')}</dt>
                <dd data-testid={`total-${key}`}>{score[total]}</dd>
              </div>
            </dl>
          </li>
        ),
      )}
    </ul>
  );
}
