import type {
  DrawComparison,
  EligibilityAnswerDto,
  EligibilityMoveDto,
  InvitationVerdictDto,
} from '@maplebridge/contracts';
import { BadgeCheck, CircleCheck, CircleHelp, CircleX, Compass, Route } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDate } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { ButtonLink } from '#shared/ui/button.tsx';

/** What a result (just taken or saved) says about invitations: contracts' InvitationFields. */
export interface Invitation {
  recentDraws: DrawComparison[];
  verdict: InvitationVerdictDto;
  eligibility: EligibilityAnswerDto | null;
  eligibilityMoves: EligibilityMoveDto[];
}

const PROGRAMS = ['fsw', 'cec', 'fst'] as const;
type Program = (typeof PROGRAMS)[number];
/** The FSW grid's factors and their maximum points (ee-program-requirements.md). */
const FSW_FACTORS = [
  ['language', 28],
  ['education', 25],
  ['experience', 15],
  ['age', 12],
  ['arrangedEmployment', 10],
  ['adaptability', 10],
] as const;
export const FSW_PASS_MARK = 67;

/** `2026-stem` → `stem`: the category's name is translated by its slug, its year shown beside. */
const slugOf = (id: string) => id.replace(/^\d{4}-/, '');
const yearOf = (id: string) => id.slice(0, 4);

function useNumber() {
  const { i18n } = useTranslation();
  return (value: number) => formatNumber(value, i18n.language);
}

/** A move's text: its numbers formatted and its codes (a category, a program) in words. */
function useMoveText() {
  const { t } = useTranslation();
  const number = useNumber();
  return (move: EligibilityMoveDto) => {
    const { details } = move;
    const category = typeof details.category === 'string' ? details.category : '';
    return t(`crs.moves.${move.code}`, {
      ...details,
      amountCad: typeof details.amountCad === 'number' ? number(details.amountCad) : '',
      requiredCad: typeof details.requiredCad === 'number' ? number(details.requiredCad) : '',
      program: typeof details.program === 'string' ? t(`crs.programs.${details.program}.short`) : '',
      category: category
        ? t('crs.invitation.categoryOfYear', {
            name: t(`crs.categoryNames.${slugOf(category)}`),
            year: yearOf(category),
          })
        : '',
    });
  };
}

/** One of the result's sections, named by its title. */
function ResultSection({
  id,
  title,
  children,
  ...section
}: HTMLAttributes<HTMLElement> & { id: string; title: string }) {
  return (
    <section aria-labelledby={id} {...section}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The pass/fail badge: the score against the lowest recent cut-off of the rounds the person can enter. */
export function VerdictBadge({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation();
  const number = useNumber();
  const { verdict } = invitation;
  const round = verdict.round;
  // Without a round: closed to every recent round (none), or only occupation rounds left to know.
  const state = round
    ? verdict.isPassed
      ? 'passed'
      : 'failed'
    : verdict.basis === 'none'
      ? 'none'
      : 'unknown';
  const tone = {
    passed: 'bg-emerald-50 text-emerald-900',
    failed: 'bg-amber-50 text-amber-900',
    none: 'bg-red-50 text-red-900',
    unknown: 'bg-slate-100 text-slate-800',
  }[state];
  const Icon = { passed: BadgeCheck, failed: CircleHelp, none: CircleX, unknown: CircleHelp }[state];
  return (
    <div
      data-testid="cut-off-badge"
      data-basis={verdict.basis}
      data-passed={verdict.isPassed}
      className={`flex items-start gap-2 rounded-2xl p-4 text-sm ${tone}`}
    >
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{t(`crs.invitation.badge.${state}`)}</p>
        <p>
          {round
            ? t(`crs.invitation.badge.${verdict.basis === 'eligible' ? 'against' : 'againstPossible'}`, {
                score: number(round.lowestScore),
                type: t(`crs.categories.${round.category}`),
                number: round.number,
                date: formatDate(round.date, i18n.language),
              })
            : t(`crs.invitation.badge.${state}Text`)}
        </p>
      </div>
    </div>
  );
}

function Status({ isEligible, children }: { isEligible: boolean; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
        isEligible ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {isEligible ? (
        <CircleCheck aria-hidden="true" className="h-4 w-4" />
      ) : (
        <CircleX aria-hidden="true" className="h-4 w-4" />
      )}
      {children}
    </span>
  );
}

function ReasonList({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation();
  if (!reasons.length) return null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {reasons.map((reason) => (
        <li key={reason}>{t(`crs.reasons.${reason}`)}</li>
      ))}
    </ul>
  );
}

function MoveList({ moves }: { moves: EligibilityMoveDto[] }) {
  const { t } = useTranslation();
  const moveText = useMoveText();
  if (!moves.length) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold text-slate-800">{t('crs.invitation.toFix')}</p>
      <ul className="space-y-1 text-sm text-brand-800">
        {moves.map((move) => (
          <li key={`${move.code}-${JSON.stringify(move.details)}`} className="flex gap-2">
            <Route aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {moveText(move)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The advisor's moves that open programs and rounds, beside the ones that add points. */
export function EligibilityMoves({ moves }: { moves: EligibilityMoveDto[] }) {
  const { t } = useTranslation();
  const moveText = useMoveText();
  if (!moves.length) return null;
  return (
    <div className="space-y-2" data-testid="eligibility-moves">
      <h3 className="text-lg font-semibold text-slate-900">{t('crs.invitation.movesTitle')}</h3>
      <ol className="grid gap-3 md:grid-cols-2 print:grid-cols-2 print:gap-1 print:text-xs">
        {moves.map((move) => (
          <li
            key={`${move.code}-${JSON.stringify(move.details)}`}
            className={`flex gap-2 rounded-xl p-4 text-sm shadow-sm ring-1 print:p-2 ${
              move.isClosestPath ? 'bg-brand-50 ring-brand-200' : 'bg-white ring-slate-200'
            }`}
          >
            <Route aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <span className="text-slate-800">
              {moveText(move)}
              {move.isClosestPath && (
                <span className="mt-1 block font-semibold text-brand-800">{t('crs.invitation.closest')}</span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const movesOf = (moves: EligibilityMoveDto[], program: Program) =>
  moves.filter((move) => move.code.startsWith(`${program}.`) || move.details.program === program);

/** A category's moves: months in its occupations, or French for the French-language rounds. */
const movesOfCategory = (moves: EligibilityMoveDto[], id: string) =>
  moves.filter(
    (move) =>
      move.details.category === id ||
      (move.code === 'category.frenchNclc7' && slugOf(id) === 'french-language-proficiency'),
  );

/**
 * Who may enter the pool (FSW with its grid, CEC, FST), each with the minimums it misses and what
 * would fix them; without the work step, an invitation to add it.
 */
function ProgramsSection({ invitation, addWork }: { invitation: Invitation; addWork: AddWorkTarget }) {
  const { t } = useTranslation();
  const moveText = useMoveText();
  const { eligibility, eligibilityMoves } = invitation;
  if (!eligibility)
    return (
      <section
        aria-labelledby="crs-programs"
        className="space-y-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 print:hidden"
        data-testid="programs-unknown"
      >
        <h2 id="crs-programs" className="text-xl font-bold text-slate-900">
          {t('crs.invitation.programsTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('crs.invitation.addWork')}</p>
        <AddWorkLink {...addWork} />
      </section>
    );
  const isInPool = PROGRAMS.some((program) => eligibility.programs[program].eligible);
  const closest = eligibilityMoves.find((move) => move.isClosestPath);
  return (
    <ResultSection
      id="crs-programs"
      title={t('crs.invitation.programsTitle')}
      className="space-y-4"
      data-testid="programs"
    >
      {!isInPool && (
        <div
          role="note"
          className="space-y-1 rounded-2xl bg-red-50 p-4 text-red-900"
          data-testid="no-program"
        >
          <p className="font-semibold">{t('crs.invitation.noProgram')}</p>
          {closest && (
            <p className="flex gap-2" data-testid="closest-path">
              <Compass aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
              {t('crs.invitation.closestPath', { move: moveText(closest) })}
            </p>
          )}
        </div>
      )}
      <ul className="grid gap-4 lg:grid-cols-3">
        {PROGRAMS.map((program) => {
          const answer = eligibility.programs[program];
          return (
            <li
              key={program}
              data-testid={`program-${program}`}
              data-eligible={answer.eligible}
              className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{t(`crs.programs.${program}.name`)}</h3>
                <Status isEligible={answer.eligible}>
                  {t(answer.eligible ? 'crs.invitation.eligible' : 'crs.invitation.notEligible')}
                </Status>
              </div>
              {program === 'fsw' && <FswGrid eligibility={eligibility} />}
              <ReasonList reasons={answer.reasons} />
              <MoveList moves={movesOf(eligibilityMoves, program)} />
            </li>
          );
        })}
      </ul>
    </ResultSection>
  );
}

function FswGrid({ eligibility }: { eligibility: EligibilityAnswerDto }) {
  const { t } = useTranslation();
  const { points, fundsRequiredCad } = eligibility.programs.fsw;
  const number = useNumber();
  return (
    <div className="space-y-2">
      <dl className="space-y-1 text-sm">
        {FSW_FACTORS.map(([factor, max]) => (
          <div key={factor} className="flex justify-between gap-2">
            <dt className="text-slate-600">{t(`crs.programs.fsw.factors.${factor}`)}</dt>
            <dd className="font-medium text-slate-900">
              {t('crs.invitation.pointsOf', { points: points[factor], max })}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t border-slate-200 pt-1 font-bold">
          <dt>{t('crs.programs.fsw.total')}</dt>
          <dd data-testid="fsw-total">{t('crs.invitation.pointsOf', { points: points.total, max: 100 })}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600">
        {t('crs.programs.fsw.passMark', { mark: FSW_PASS_MARK })}{' '}
        {fundsRequiredCad > 0
          ? t('crs.programs.fsw.funds', { amount: number(fundsRequiredCad) })
          : t('crs.programs.fsw.fundsExempt')}
      </p>
    </div>
  );
}

/** The categories in force, each open or not, with why not. */
function CategoriesSection({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const { eligibility, eligibilityMoves } = invitation;
  if (!eligibility) return null;
  return (
    <ResultSection
      id="crs-categories"
      title={t('crs.invitation.categoriesTitle')}
      className="space-y-3"
      data-testid="categories"
    >
      <p className="text-sm text-slate-600">{t('crs.invitation.categoriesIntro')}</p>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {eligibility.categories.map((category) => (
          <li
            key={category.id}
            data-testid={`category-${category.id}`}
            data-eligible={category.eligible}
            className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-medium text-slate-900">
                {t('crs.invitation.categoryOfYear', {
                  name: t(`crs.categoryNames.${slugOf(category.id)}`),
                  year: yearOf(category.id),
                })}
              </h3>
              <Status isEligible={category.eligible}>
                {t(category.eligible ? 'crs.invitation.eligible' : 'crs.invitation.notEligible')}
              </Status>
            </div>
            {/* Not being in the pool is said once, above; here only what is the category's own. */}
            <ReasonList reasons={category.reasons.filter((reason) => reason !== 'category.notInPool')} />
            <MoveList moves={movesOfCategory(eligibilityMoves, category.id)} />
          </li>
        ))}
      </ul>
    </ResultSection>
  );
}

const ACCESS_ICON = { eligible: CircleCheck, notEligible: CircleX, unknown: CircleHelp } as const;
const ACCESS_TONE = {
  eligible: 'text-emerald-700',
  notEligible: 'text-slate-600',
  unknown: 'text-amber-800',
} as const;

/** The rounds table's column titles, and whether the column holds a number (set on the right). */
const ROUND_COLUMNS: ReadonlyArray<{ labelKey: string; isNumber?: boolean }> = [
  { labelKey: 'crs.draws.category' },
  { labelKey: 'crs.invitation.canInvite' },
  { labelKey: 'crs.draws.round' },
  { labelKey: 'crs.draws.lowestScore', isNumber: true },
  { labelKey: 'crs.draws.yourScore' },
];

/** Each type of round of the past year: can it invite the person, its cut-offs, and this score against them. */
function RoundsTable({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation();
  const number = useNumber();
  if (!invitation.recentDraws.length) return null;
  return (
    <ResultSection id="crs-draws" title={t('crs.result.recentDraws')} className="space-y-3">
      <p className="text-sm text-slate-600 print:hidden">{t('crs.invitation.roundsIntro')}</p>
      {/* Wider than a phone: it scrolls sideways, so the keyboard must reach it (WCAG 2.1.1). */}
      <section
        aria-label={t('crs.invitation.roundsTable')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <table className="w-full min-w-[40rem] text-left text-sm print:min-w-0 print:text-xs">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {ROUND_COLUMNS.map((column) => (
                <th
                  key={column.labelKey}
                  scope="col"
                  className={`px-4 py-2 print:px-2 print:py-0.5${column.isNumber ? ' text-right' : ''}`}
                >
                  {t(column.labelKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invitation.recentDraws.map((draw) => {
              const Icon = ACCESS_ICON[draw.access.status];
              const reason = draw.access.reasons[0];
              return (
                <tr
                  key={draw.number}
                  className="border-t border-slate-100 align-top"
                  data-testid={`round-${draw.category}`}
                  data-access={draw.access.status}
                >
                  <th scope="row" className="px-4 py-2 print:px-2 print:py-0.5 font-medium text-slate-900">
                    {t(`crs.categories.${draw.category}`)}
                  </th>
                  <td className={`px-4 py-2 ${ACCESS_TONE[draw.access.status]}`}>
                    <span className="inline-flex items-center gap-1 font-medium">
                      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                      {t(`crs.invitation.access.${draw.access.status}`)}
                    </span>
                    {reason && draw.access.status !== 'eligible' && (
                      <span className="block text-xs text-slate-600 print:hidden">
                        {t(`crs.reasons.${reason}`)}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2 print:px-2 print:py-0.5">
                    #{draw.number}
                    <span className="block text-xs text-slate-600">
                      {formatDate(draw.date, i18n.language)}
                    </span>
                  </td>
                  <td className="px-4 py-2 print:px-2 print:py-0.5 text-right">
                    <span className="font-semibold">{number(draw.lowestScore)}</span>
                    {draw.earlierCutOffs.length > 0 && (
                      <span className="block text-xs text-slate-600 print:hidden">
                        {t('crs.invitation.earlier', {
                          scores: draw.earlierCutOffs.map((round) => number(round.lowestScore)).join(', '),
                        })}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2 print:px-2 print:py-0.5">
                    {draw.access.status === 'notEligible' ? (
                      <span className="text-slate-500">{t('crs.invitation.notForYou')}</span>
                    ) : (
                      <span className={draw.wouldBeInvited ? 'text-emerald-700' : 'text-slate-600'}>
                        {t(draw.wouldBeInvited ? 'crs.draws.atOrAbove' : 'crs.draws.below')}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </ResultSection>
  );
}

/** Where a result sends the person to add the work step, with what the quiz keeps on arrival. */
interface AddWorkTarget {
  to: string;
  state: unknown;
}

/** A link back to the quiz with the answers kept, to add the work step. */
function AddWorkLink({ to, state }: AddWorkTarget) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={to} state={state} data-testid="add-work">
      {t('crs.invitation.addWorkLink')}
    </ButtonLink>
  );
}

/** What a result, just taken or saved, says about invitations: programs, recent rounds, categories. */
export function InvitationSections({
  invitation,
  addWork,
}: {
  invitation: Invitation;
  addWork: AddWorkTarget;
}) {
  return (
    <>
      <ProgramsSection invitation={invitation} addWork={addWork} />
      <RoundsTable invitation={invitation} />
      <CategoriesSection invitation={invitation} />
    </>
  );
}
