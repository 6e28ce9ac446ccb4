import type { Language } from '@maplebridge/contracts';
import { foldDiacritics } from '../news/search-text.ts';
import { type TranslationCatalog, translate } from '../translations/translations.service.ts';
import { dateIn } from './assistant-text.ts';
import type { StatedFacts } from './crs-facts.ts';

/** A round of invitations, as the draws table holds it. */
export interface RecentRound {
  category: string;
  number: string;
  date: string;
  lowestScore: number;
  invitations: number;
}

const YEAR_MS = 365 * 86_400_000;

/** The newest round of each category drawn in the year before `asOf`, newest first. */
export function latestOfEachKind(rounds: readonly RecentRound[], asOf: string): RecentRound[] {
  const since = new Date(Date.parse(asOf) - YEAR_MS).toISOString().slice(0, 10);
  const latest = new Map<string, RecentRound>();
  for (const round of [...rounds].sort(
    (a, b) => b.date.localeCompare(a.date) || Number(b.number) - Number(a.number),
  ))
    if (round.date >= since && round.date <= asOf && !latest.has(round.category))
      latest.set(round.category, round);
  return [...latest.values()];
}

/** "có cơ hội không?", "do I have a chance", "is that enough to get invited". */
export const asksAboutChances = (folded: string) =>
  /(chances?|odds|hope|any luck|\bshot\b|co hoi|co cua|hy vong|hi vong|invit|duoc moi|goi|du diem|enough|likely|kha nang|co the|ok khong|on khong|cut-?off|diem san)/.test(
    folded,
  );

/** A CRS score a message states ("My CRS is 470", "điểm CRS 465"), whatever it asks. */
export function readScoreSaid(message: string): number | undefined {
  const match = /\b(?:crs|score)\D{0,15}?(\d{3,4})\b/.exec(foldDiacritics(message));
  const score = match ? Number(match[1]) : Number.NaN;
  return score >= 100 && score <= 1200 ? score : undefined;
}

/** "CRS 480 có cơ hội không?", "is 495 enough to get invited": a score and a question of chances. */
export function readAskedScore(folded: string): number | undefined {
  if (!asksAboutChances(folded)) return undefined;
  const match =
    /\b(?:crs|diem|score|points?)\D{0,15}?(\d{3,4})\b/.exec(folded) ??
    /\b(\d{3,4})\s*(?:diem|points?|crs)\b/.exec(folded);
  const score = match ? Number(match[1]) : Number.NaN;
  return score >= 100 && score <= 1200 ? score : undefined;
}

const CANADIAN_CATEGORY = {
  vi: 'cần kinh nghiệm làm việc gần đây tại Canada trong một nghề thuộc danh sách của nhóm này',
  en: "needs recent work experience in Canada in an occupation on this category's list",
};

/** What a round asks beyond the score, for the person to check; null for rounds open to all. */
const CONDITIONS: Record<string, { vi: string; en: string } | null> = {
  general: null,
  cec: {
    vi: 'cần ít nhất 1 năm kinh nghiệm làm việc có tay nghề tại Canada',
    en: 'needs at least 1 year of skilled work in Canada',
  },
  pnp: {
    vi: 'chỉ dành cho người có đề cử tỉnh bang',
    en: 'is only for candidates with a provincial nomination',
  },
  military: {
    vi: 'chỉ dành cho quân nhân nước ngoài được Lực lượng Vũ trang Canada tuyển dụng',
    en: 'is only for foreign military members recruited by the Canadian Armed Forces',
  },
  physicians: CANADIAN_CATEGORY,
  researchers: CANADIAN_CATEGORY,
  seniorManagers: CANADIAN_CATEGORY,
  fsw: { vi: 'cần đủ điều kiện FSW (67/100 điểm)', en: 'needs FSW eligibility (67 of 100 points)' },
  french: {
    vi: 'cần tiếng Pháp NCLC 7 trở lên ở cả bốn kỹ năng',
    en: 'needs French at NCLC 7 or higher in all four abilities',
  },
};
// The months asked changed between the 2025 and 2026 lists; the quiz's eligibility check knows which.
const categoryCondition = {
  vi: 'cần kinh nghiệm làm việc gần đây trong một nghề thuộc danh sách của nhóm này',
  en: "needs recent work experience in an occupation on this category's list",
};

/** Whether the facts said so far settle a round's condition: true met, false not met, undefined unknown. */
function meets(category: string, facts: StatedFacts): boolean | undefined {
  if (category === 'general') return true;
  if (category === 'cec') return facts.canadianWork ? true : undefined;
  if (category === 'pnp') return facts.nomination ? true : undefined;
  if (category === 'french' && facts.french) {
    const { note } = facts.french;
    return note.code === 'secondLanguage' ? note.level >= 7 : undefined;
  }
  return undefined;
}

/**
 * A score beside the latest cut-off of each kind of round, each with what it asks, and what is not
 * known. It never predicts the next cut-off, and says so.
 */
export function chancesText(
  score: number,
  allRounds: readonly RecentRound[],
  facts: StatedFacts,
  language: Language,
  catalog: TranslationCatalog,
  asOf: string,
): string {
  const vi = language === 'vi';
  const rounds = latestOfEachKind(allRounds, asOf);
  if (rounds.length === 0)
    return vi
      ? `Mình chưa có dữ liệu đợt mời nào trong 12 tháng qua để so sánh với ${score} điểm.`
      : `I have no round of the past 12 months to compare ${score} points with.`;
  const lines = rounds.map((round) => {
    const name = translate(catalog, language, `crs.categories.${round.category}`);
    const when = vi
      ? `đợt ${round.number}, ${dateIn(round.date, language)}`
      : `#${round.number}, ${dateIn(round.date, language)}`;
    const gap = score - round.lowestScore;
    const verdict = vi
      ? gap >= 0
        ? `bạn cao hơn ${gap} điểm`
        : `bạn còn thiếu ${-gap} điểm`
      : gap >= 0
        ? `you are ${gap} above it`
        : `you are ${-gap} short`;
    const condition = round.category in CONDITIONS ? CONDITIONS[round.category] : categoryCondition;
    const known = meets(round.category, facts);
    const ask =
      condition && known !== true
        ? vi
          ? ` — nếu bạn đủ điều kiện: đợt này ${condition.vi}`
          : ` — if you qualify: this round ${condition.en}`
        : '';
    return `- ${name} (${when}): ${vi ? 'điểm tối thiểu được mời' : 'lowest score invited'} ${round.lowestScore}, ${verdict}${ask}.`;
  });
  const lead = vi
    ? `**${score} điểm so với đợt mời gần nhất của từng loại** (12 tháng qua):`
    : `**${score} points beside the latest round of each kind** (past 12 months):`;
  const honest = vi
    ? 'Bạn chỉ được mời trong những đợt mà bạn đủ điều kiện. Mình không dự đoán điểm của các đợt tới: mỗi đợt có điểm tối thiểu riêng, tùy số thư mời và hồ sơ trong hệ thống. Làm [bài tính điểm CRS](/crs-tool/quiz) để biết bạn vào được những đợt nào.'
    : 'You can only be invited in rounds you are eligible for. I do not predict future cut-offs: each round has its own, set by the number of invitations and the profiles in the pool. Take the [CRS quiz](/crs-tool/quiz) to see which rounds you can enter.';
  return [[lead, ...lines].join('\n'), honest].join('\n\n');
}
