import type { Language } from '@maplebridge/contracts';
import { getOccupation, type Occupation, searchOccupations } from '@maplebridge/crs/occupations';
import { type TranslationCatalog, translate } from '../translations/translations.service.ts';

/** Below this the best match shares too little with what was typed to be named as the job… */
const MIN_MATCH_SCORE = 2.5;
/** …unless it is clearly ahead of the next one ("HVAC technician" names few words of its group). */
const MIN_CLEAR_SCORE = 1.2;
const CLEAR_LEAD = 1.15;
const OTHER_MATCHES = 2;

const STOP =
  '(?=\\s+(?:thi|co|duoc|o|tai|thuoc|nen|vay|a|nhe|in|at|for|with|and|do|can|is|will|what|which|how)\\b|[,.;?!]|$)';
const JOB_PATTERNS = [
  new RegExp(
    `\\b(?:toi|minh|em|anh|chi)\\s+(?:la|lam|dang lam)\\s+(?:nghe\\s+)?(?:mot\\s+)?(.{3,60}?)${STOP}`,
  ),
  new RegExp(`(?<!tay )\\bnghe\\s+(?:cua\\s+(?:toi|minh|em)\\s+la\\s+)?(.{3,60}?)${STOP}`),
  new RegExp(
    `\\b(?:i am|i'm|im|i work as|working as|my job is|my occupation is|work as)\\s+(?:an?\\s+)?(.{3,60}?)${STOP}`,
  ),
];

/** Whether a question asks about an occupation's code, level or category. */
export const asksAboutOccupation = (folded: string) =>
  ASKS_OCCUPATION.test(folded) || /\bcategory|draw\b/.test(folded);

/** A question about an occupation's code, level or category ("thợ hàn mã NOC gì", "electrician NOC code?"). */
const ASKS_OCCUPATION =
  /\b(noc|teer|nganh nghe|nhom nganh|nhom|category|categories|trades|stem|fst|occupation|nghe nghiep|tay nghe)\b/;
/** Words that open a question without naming anything ("vậy có được…", "are cooks…"). */
const OPENING_WORDS = /^(?:(?:vay|the|con|so|and|then|what|which|are|is|can|do|does|will|ok|oh)\s+)+/;
/** Where the job's name ends when it opens the question: the words that start asking about it. */
const LEADING_JOB =
  /^(?:nghe\s+)?(.{3,50}?)(?=\s+(?:noc|ma|teer|thi|co|duoc|nam|thuoc|vao|la|which|what|is|are|and|in|still|job|code|di|does|do|count)\b|\s*[,;:?!(—–/-]|$)/;

/**
 * Whether a phrase can name a job: a few words, no figures, not a place, a pronoun or a question
 * ("in the pool", "TEER 2 ở Canada", "năm 2026", "how much experience").
 */
const isJobName = (phrase: string) =>
  phrase.split(/\s+/).length <= 5 &&
  !/\d/.test(phrase) &&
  !/^(in|at|on|for|to|from|o|tai|trong|i|we|you|my|the|nam|nhung|co|toi|minh|em|bao|khi|how|what|which|do|does|is|are|can|ko|khong|gi|nao|nay|do)\b/.test(
    phrase,
  ) &&
  !/\b(how|what|which|bao nhieu|nao|gi|teer|noc|clb|nclc|ielts|celpip|canada|pool|profile|ho so|draw|round|dot)\b/.test(
    phrase,
  );

/** The job a question names ("tôi là thợ may", "I work as a truck driver", "kế toán thì NOC là gì"), folded. */
export function readJobPhrase(folded: string): string | undefined {
  for (const pattern of JOB_PATTERNS) {
    const phrase = pattern.exec(folded)?.[1]?.trim();
    if (phrase && isJobName(phrase)) return phrase;
  }
  if (!ASKS_OCCUPATION.test(folded)) return undefined;
  const phrase = LEADING_JOB.exec(folded.trim().replace(OPENING_WORDS, ''))?.[1]?.trim();
  return phrase && isJobName(phrase) && !ASKS_OCCUPATION.test(phrase) ? phrase : undefined;
}

/** The NOC unit group of a job phrase and the nearest others, or null when nothing matches well. */
export function findJob(phrase: string, language: Language, asOf: string) {
  const [best, ...others] = searchOccupations(phrase, { language, limit: 1 + OTHER_MATCHES });
  const next = others[0]?.score ?? 0;
  const isClear = best && best.score >= MIN_CLEAR_SCORE && best.score >= next * CLEAR_LEAD;
  if (!best || (best.score < MIN_MATCH_SCORE && !isClear)) return null;
  return {
    occupation: getOccupation(best.code, asOf),
    others: others.map((match) => getOccupation(match.code, asOf)),
  };
}

const titleIn = (occupation: Occupation, language: Language) =>
  language === 'vi' ? occupation.titleVi : occupation.titleEn;

/** The unit group, the programs its experience counts for, and the categories whose lists hold it. */
export function occupationText(
  job: { occupation: Occupation; others: Occupation[] },
  language: Language,
  catalog: TranslationCatalog,
): string {
  const { occupation, others } = job;
  const vi = language === 'vi';
  const skilled = occupation.programs.includes('fsw');
  const fst = occupation.programs.includes('fst');
  const programs = vi
    ? skilled
      ? `kinh nghiệm trong nghề này được tính cho FSW và CEC (TEER 0–3)${fst ? ', và cho FST (nghề kỹ thuật)' : ''}.`
      : `kinh nghiệm trong nghề này không được tính cho FSW hay CEC, vốn chỉ nhận TEER 0–3${fst ? '; nhưng được tính cho FST (nghề kỹ thuật)' : ''}.`
    : skilled
      ? `experience in this occupation counts for FSW and CEC (TEER 0–3)${fst ? ', and for FST (a skilled trade)' : ''}.`
      : `experience in this occupation does not count for FSW or CEC, which take TEER 0–3 only${fst ? '; it does count for FST (a skilled trade)' : ''}.`;
  const names = occupation.categories.map((id) =>
    translate(catalog, language, `crs.categoryNames.${id.replace(/^\d{4}-/, '')}`),
  );
  const categories = vi
    ? names.length
      ? `Nhóm ngành đang áp dụng có nghề này: ${names.join(', ')}.`
      : 'Nghề này không thuộc nhóm ngành nào đang áp dụng cho các đợt mời theo nhóm ngành.'
    : names.length
      ? `Categories in force whose lists hold it: ${names.join(', ')}.`
      : 'It is on no list of the categories in force for category-based rounds.';
  const nearest = others.map((item) => `NOC ${item.code} (${titleIn(item, language)})`).join(', ');
  return [
    `**NOC ${occupation.code}: ${titleIn(occupation, language)}** (TEER ${occupation.teer})`,
    `- ${vi ? 'Chương trình' : 'Programs'}: ${programs}`,
    `- ${categories}`,
    vi
      ? `Mã NOC đúng là mã khớp với nhiệm vụ chính trong công việc của bạn, không chỉ với chức danh. Nếu chưa khớp, các nhóm gần nhất: ${nearest}.`
      : `The right NOC is the one whose main duties match yours, not only the job title. If this one does not, the nearest are: ${nearest}.`,
  ].join('\n');
}
