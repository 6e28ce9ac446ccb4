import type { Language } from '@maplebridge/contracts';
import { type TranslationCatalog, translate } from '../translations/translations.service.ts';
import { dateIn, numberIn } from './assistant-text.ts';
import { latestOfEachKind, type RecentRound } from './chances.ts';

/** A question about rounds of invitations: their cut-offs, dates, the next one. */
export const asksAboutRounds = (folded: string) =>
  /(\bdot\b|\bdraws?\b|\brounds?\b|luot moi|cut-?offs?|diem san|diem cat|diem toi thieu)/.test(folded);

const asksToPredict = (folded: string) =>
  /(predict|du doan|\bnext\b.{0,20}\b(draw|round)|dot (moi )?(toi|tiep|sap toi)|\bwill\b.{0,30}\b(go|drop|fall|rise|be)\b|bao gio co dot|se (giam|tang|xuong|len))/.test(
    folded,
  );

/** The kind of round a question names ("đợt CEC", "trades draw"), if any. */
export const categoryAsked = (folded: string) =>
  CATEGORY_WORDS.find(([pattern]) => pattern.test(folded))?.[1];

/** Words for each kind of round, most specific first. */
const CATEGORY_WORDS: [RegExp, string][] = [
  [/\b(cec|canadian experience|kinh nghiem canada|kinh nghiem tai canada)\b/, 'cec'],
  [/\b(pnp|provincial|de cu|tinh bang)\b/, 'pnp'],
  [/\b(french|tieng phap|francophone)\b/, 'french'],
  [/\bstem\b/, 'stem'],
  [/\b(health ?care|health|y te|suc khoe)\b/, 'healthcare'],
  [/\b(trades?|nghe ky thuat|nganh nghe ky thuat)\b/, 'trades'],
  [/\b(transport|van tai)\b/, 'transport'],
  [/\b(agricultur\w*|nong nghiep)\b/, 'agriculture'],
  [/\b(education|giao duc)\b/, 'education'],
  [/\b(physicians?|bac si)\b/, 'physicians'],
  [/\b(researchers?|nghien cuu)\b/, 'researchers'],
  [/\b(senior managers?|quan ly cap cao)\b/, 'seniorManagers'],
  [/\b(military|quan nhan|quan doi)\b/, 'military'],
  [/\b(fsw|federal skilled worker|tay nghe lien bang)\b/, 'fsw'],
  [/\b(general|all programs?|no program|tat ca chuong trinh|chung|tong hop)\b/, 'general'],
];
const ROUNDS_SHOWN = 3;

/**
 * The latest rounds of the kind asked about (any year: general rounds last ran in 2024), or the
 * newest round and the latest of each kind in the past year. Never a prediction.
 */
export function roundsText(
  folded: string,
  rounds: readonly RecentRound[],
  language: Language,
  catalog: TranslationCatalog,
  asOf: string,
): string | null {
  if (rounds.length === 0) return null;
  const vi = language === 'vi';
  const nameOf = (category: string) => translate(catalog, language, `crs.categories.${category}`);
  const line = (round: RecentRound, withName: boolean) =>
    vi
      ? `- ${withName ? `${nameOf(round.category)}: ` : ''}đợt ${round.number} (${dateIn(round.date, language)}), điểm tối thiểu được mời ${round.lowestScore}, ${numberIn(round.invitations, language)} thư mời`
      : `- ${withName ? `${nameOf(round.category)}: ` : ''}#${round.number} (${dateIn(round.date, language)}), lowest score invited ${round.lowestScore}, ${numberIn(round.invitations, language)} invitations`;
  const newestFirst = [...rounds].sort(
    (a, b) => b.date.localeCompare(a.date) || Number(b.number) - Number(a.number),
  );
  const category = categoryAsked(folded);
  const parts: string[] = [];
  if (category) {
    const ofKind = newestFirst.filter((round) => round.category === category).slice(0, ROUNDS_SHOWN);
    if (ofKind.length === 0) return null;
    parts.push(
      [
        vi ? `**Các đợt mời gần nhất: ${nameOf(category)}**` : `**The latest rounds: ${nameOf(category)}**`,
        ...ofKind.map((round) => line(round, false)),
      ].join('\n'),
    );
  } else {
    const [newest] = newestFirst;
    if (!newest) return null;
    parts.push(
      vi
        ? `**Đợt mời gần nhất**: đợt ${newest.number} (${dateIn(newest.date, language)}), ${nameOf(newest.category)}: điểm tối thiểu được mời ${newest.lowestScore}, ${numberIn(newest.invitations, language)} thư mời.`
        : `**The latest round**: #${newest.number} (${dateIn(newest.date, language)}), ${nameOf(newest.category)}: lowest score invited ${newest.lowestScore}, ${numberIn(newest.invitations, language)} invitations.`,
      [
        vi ? 'Đợt gần nhất của từng loại (12 tháng qua):' : 'The latest round of each kind (past 12 months):',
        ...latestOfEachKind(rounds, asOf).map((round) => line(round, true)),
      ].join('\n'),
    );
  }
  parts.push(
    asksToPredict(folded)
      ? vi
        ? 'Mình không dự đoán đợt mời tiếp theo hay điểm của nó: IRCC không báo trước, và mỗi đợt có điểm tối thiểu riêng, tùy số thư mời và hồ sơ trong hệ thống.'
        : 'I do not predict the next round or its cut-off: IRCC does not announce them ahead, and each round has its own, set by the number of invitations and the profiles in the pool.'
      : vi
        ? 'Mỗi đợt có điểm tối thiểu riêng; CRS không có điểm đậu.'
        : 'Each round has its own lowest score; the CRS has no pass mark.',
  );
  return parts.join('\n\n');
}
