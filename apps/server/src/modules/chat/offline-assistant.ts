import { adviceValues, type ChatSource, type Language } from '@maplebridge/contracts';
import { scoreProfile, suggestImprovements } from '@maplebridge/crs';
import { foldDiacritics } from '../news/search-text.ts';
import { type TranslationCatalog, translate } from '../translations/translations.service.ts';
import { ASSISTANT_TEXT } from './assistant-text.ts';
import { asksAboutChances, chancesText, type RecentRound, readAskedScore, readScoreSaid } from './chances.ts';
import {
  type CrsFacts,
  combineFacts,
  readStatedFacts,
  type StatedFacts,
  statesFacts,
  toCrsFacts,
} from './crs-facts.ts';
import { datedFact } from './dated-facts.ts';
import { describeFact } from './fact-text.ts';
import { factorAnswerText, spouseColumn } from './factor-answer.ts';
import { FACTOR_PAGES, factorPoints, readAges } from './factor-points.ts';
import type { KnowledgeDocument } from './knowledge-base.ts';
import { asksAboutOccupation, findJob, occupationText, readJobPhrase } from './occupation-answer.ts';
import type { RankedPassage, Retriever } from './retrieval.ts';
import { asksAboutRounds, categoryAsked, roundsText } from './rounds-answer.ts';
import { asksAboutFunds, readFamilySize, settlementFundsText } from './settlement-funds.ts';

/** An answer before it is streamed: Markdown text, the official pages it rests on. */
export interface DraftAnswer {
  text: string;
  sources: ChatSource[];
  grounded: boolean;
}

export interface CutOff {
  score: number;
  round: string;
  date: string;
}

/** Below this a passage shares too little with the question to be quoted as its answer. */
const MIN_SCORE = 4;

/** Most of the question's words, or half of them with two side by side (`job offer`). */
const isAnswer = ({ score, coverage, hasPair }: RankedPassage) =>
  score >= MIN_SCORE && (coverage >= 0.75 || (coverage >= 0.5 && hasPair));
const MAX_PASSAGES = 3;
const MAX_PASSAGE_CHARS = 900;
const SUGGESTIONS_SHOWN = 3;
/** A question that asks what something is worth rather than what a rule says. */
const ASKS_POINTS =
  /\b(diem|points?|bao nhieu|bn|how many|how much|worth|duoc may|chenh|lose|mat|add)\b|\b(what|which|la) (?:clb|nclc)\b|\b(?:clb|nclc) (may|nao|bao nhieu)\b/;
/** Where a question turns from the person's profile to a change of it. */
const CONDITIONAL = /(?<=[.!?;]\s*)(?:nếu|neu|if|what if|giả sử|gia su|suppose)\b/i;
/** A question about what a program or round requires rather than what happened in one. */
const ASKS_RULE =
  /\b(can|need|requires?|dieu kien|yeu cau|toi thieu|minimum|kinh nghiem|experience|nclc may|clb may|which|nhung|gom)\b/;
/** "my result", "how can I raise my score": a question about the result the conversation is about. */
const ASKS_OWN_CASE =
  /\b(ket qua|diem (cua )?(toi|minh|em)|my (result|score|profile)|this result|tang diem|raise|improve|cai thien|nang diem|ho so (cua )?(toi|minh|em))\b/;
/** A promise of a result: an invitation, a visa, a score "guaranteed". */
const PROMISE = /\b(guarantee\w*|bao dam|dam bao|cam ket|chac chan (duoc|co)|100 ?%)\b/;
const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|xin chao|chao( ban)?|alo)\W*$/;

export const toSource = (document: KnowledgeDocument): ChatSource => ({
  title: document.title,
  url: document.source,
  reviewed: document.reviewed,
});

/** A passage cut at a paragraph or sentence end, so a quote never stops mid-word. */
function excerpt(text: string): string {
  if (text.length <= MAX_PASSAGE_CHARS) return text;
  const cut = text.slice(0, MAX_PASSAGE_CHARS);
  const end = Math.max(cut.lastIndexOf('\n\n'), cut.lastIndexOf('. '));
  return `${cut.slice(0, end > MAX_PASSAGE_CHARS / 2 ? end + 1 : MAX_PASSAGE_CHARS).trim()} …`;
}

interface OfflineDependencies {
  retriever: Retriever;
  documents: KnowledgeDocument[];
  catalog: TranslationCatalog;
  cutOff?: () => Promise<CutOff | null>;
  /** The latest round of each category in the past year, from the draws table. */
  rounds?: () => Promise<RecentRound[]>;
  today?: () => string;
}

/**
 * The embedded assistant: no model, no network. It quotes the knowledge base's best passages with
 * their official pages, scores a CRS question that carries its facts with the CRS engine, and
 * says so plainly when it has nothing grounded to say.
 */
export function createOfflineAssistant({
  retriever,
  documents,
  catalog,
  cutOff = async () => null,
  rounds = async () => [],
  today = () => new Date().toISOString().slice(0, 10),
}: OfflineDependencies) {
  /** The passages worth quoting: the best one and those close to it, from different pages. */
  const relevant = (question: string, language: Language): RankedPassage[] => {
    const answering = retriever.search(question, language, 10).filter(isAnswer);
    const best = answering[0];
    if (!best) return [];
    const chosen: RankedPassage[] = [];
    for (const candidate of answering) {
      if (chosen.length === MAX_PASSAGES || candidate.score < best.score * 0.6) break;
      if (chosen.some((item) => item.passage.document.slug === candidate.passage.document.slug)) continue;
      chosen.push(candidate);
    }
    return chosen;
  };

  /** Quoted passages, numbered from `first` so they follow the sources cited before them. */
  const quote = (passages: RankedPassage[], first = 1) =>
    passages.map(({ passage }, index) => {
      const heading = passage.heading
        ? `${passage.document.title}: ${passage.heading}`
        : passage.document.title;
      return `**${heading}** [${first + index}]\n\n${excerpt(passage.text)}`;
    });

  const fromKnowledge = (question: string, language: Language): DraftAnswer => {
    const text = ASSISTANT_TEXT[language];
    const passages = relevant(question, language);
    if (passages.length === 0) return { text: text.noAnswer, sources: [], grounded: false };
    return {
      text: [text.lead, ...quote(passages), text.disclaimer].join('\n\n'),
      sources: passages.map(({ passage }) => toSource(passage.document)),
      grounded: true,
    };
  };

  const titleOf = (slug: string, language: Language) =>
    documents.find((document) => document.slug === slug && document.language === language)?.title;

  const pageSources = (slugs: string[], language: Language) =>
    documents
      .filter((document) => document.language === language && slugs.includes(document.slug))
      .map(toSource);

  const crsSources = (language: Language) => pageSources(['crs-overview'], language);

  /**
   * The person's own case: the profile built from every message of the conversation that states a
   * fact, scored by the engine. A follow-up ("and with one more year in Canada?") also shows the
   * score before it.
   */
  const fromCrsFacts = async (
    question: string,
    language: Language,
    history: readonly string[] = [],
    base?: StatedFacts,
  ): Promise<DraftAnswer | null> => {
    // A result the person asks about answers "how can I raise it?" with its own estimate.
    const asksAboutBase = base !== undefined && ASKS_OWN_CASE.test(foldDiacritics(question));
    if (!statesFacts(question) && !asksAboutBase) return null;
    const stated = combineFacts([...history, question], base);
    const facts = toCrsFacts(stated);
    if (!facts) return null;
    const text = ASSISTANT_TEXT[language];
    const asOf = today();
    const score = scoreProfile(facts.profile, { asOf });
    const before: CrsFacts | null = history.length || base ? toCrsFacts(combineFacts(history, base)) : null;
    const beforeTotal = before ? scoreProfile(before.profile, { asOf }).grandtotal : null;
    const advice = suggestImprovements(facts.profile, { asOf });
    const t = (key: string, values?: Record<string, string | number>) =>
      translate(catalog, language, key, values);

    const list = (notes: typeof facts.understood) =>
      notes.map((note) => `- ${describeFact(note, language, catalog)}`);
    const suggestions = advice.suggestions
      .slice(0, SUGGESTIONS_SHOWN)
      .map(
        (suggestion, index) =>
          `${index + 1}. ${t(`crs.advice.${suggestion.code}`, adviceValues(suggestion.details, t))} (${t('crs.result.gain', { gain: suggestion.gain, score: suggestion.newScore })})`,
      );
    const [latest, recent] = await Promise.all([cutOff(), rounds()]);
    const parts = [
      `${text.estimate(score.grandtotal)} ${text.parts(score.core_factors, score.spouse_factors, score.skill_factors, score.bonus_factors)}`,
      text.rulesChecked(score.ruleSet.effectiveFrom, score.ruleSet.checkedOn),
      beforeTotal !== null && beforeTotal !== score.grandtotal
        ? text.change(beforeTotal, score.grandtotal - beforeTotal)
        : '',
      [text.understood, ...list(facts.understood)].join('\n'),
      facts.assumed.length ? [text.assumed, ...list(facts.assumed)].join('\n') : '',
      suggestions.length ? [text.raise, ...suggestions].join('\n') : '',
      advice.ageWarning
        ? t('crs.advice.age.nextBirthday', {
            age: advice.ageWarning.nextAge,
            points: advice.ageWarning.pointsLost,
          })
        : '',
      recent.length
        ? chancesText(score.grandtotal, recent, stated, language, catalog, asOf)
        : latest
          ? text.cutOff(latest.score, latest.round, latest.date)
          : '',
      text.quiz,
      text.disclaimer,
    ];
    return { text: parts.filter(Boolean).join('\n\n'), sources: crsSources(language), grounded: true };
  };

  /** Points for the factors a question names, when it does not make a whole profile. */
  const fromFactors = (
    question: string,
    language: Language,
    history: readonly string[],
    base?: StatedFacts,
  ): DraftAnswer | null => {
    const folded = foldDiacritics(question);
    if (!ASKS_POINTS.test(folded)) return null;
    // "vậy được cộng bao nhiêu điểm?" asks about what the last message before it said.
    const said = [question, ...[...history].reverse()]
      .map(readStatedFacts)
      .find((item) => Object.keys(item).length > 0);
    const facts = said ?? {};
    const column = spouseColumn(combineFacts([...history, question], base));
    const points = factorPoints(facts, readAges(folded), today());
    if (points.length === 0) return null;
    const text = ASSISTANT_TEXT[language];
    // The factors' own pages first, then what else the knowledge base says on the question.
    const pages = pageSources(
      [...new Set(points.map((item) => FACTOR_PAGES[item.factor] ?? 'crs-overview'))],
      language,
    );
    const passages = relevant(question, language).filter(
      ({ passage }) =>
        !pages.some((page) => page.url === passage.document.source && page.title === passage.document.title),
    );
    return {
      text: [
        ...factorAnswerText(points, facts, column, language, catalog, (item) => {
          const slug = FACTOR_PAGES[item.factor] ?? 'crs-overview';
          const index = pages.findIndex((page) => page.title === titleOf(slug, language));
          return index === -1 ? undefined : index + 1;
        }),
        ...quote(passages, pages.length + 1),
        text.quiz,
        text.disclaimer,
      ].join('\n\n'),
      sources: [...pages, ...passages.map(({ passage }) => toSource(passage.document))],
      grounded: true,
    };
  };

  /** Settlement funds: the amount for the family size asked about, from the dated table. */
  const fromFunds = (
    question: string,
    language: Language,
    history: readonly string[],
  ): DraftAnswer | null => {
    const folded = foldDiacritics(question);
    const before = foldDiacritics(history.at(-1) ?? '');
    // "còn nhà 3 người?" after a funds question; "vậy cần chứng minh bao nhiêu?" after the family.
    const size = readFamilySize(folded) ?? readFamilySize(before);
    const isFollowUp = asksAboutFunds(before) && readFamilySize(folded) !== undefined;
    if (!asksAboutFunds(folded) && !isFollowUp) return null;
    const text = ASSISTANT_TEXT[language];
    return {
      text: [settlementFundsText(size, language, today()), text.disclaimer].join('\n\n'),
      sources: pageSources(['proof-of-funds'], language),
      grounded: true,
    };
  };

  /**
   * A question of chances: the score it states, or the estimate of the profile the conversation
   * built, beside each kind of round with its conditions.
   */
  const fromChances = async (
    question: string,
    language: Language,
    history: readonly string[],
    base?: StatedFacts,
  ): Promise<DraftAnswer | null> => {
    const folded = foldDiacritics(question);
    const facts = combineFacts([...history, question], base);
    const asOf = today();
    const profile = toCrsFacts(facts);
    // "My CRS is 470 …" then "is that enough?": the score said before.
    const stated =
      readAskedScore(folded) ??
      (asksAboutChances(folded)
        ? history.map(readScoreSaid).findLast((score) => score !== undefined)
        : undefined);
    const estimate =
      stated === undefined && asksAboutChances(folded) && profile && !statesFacts(question)
        ? scoreProfile(profile.profile, { asOf })
        : undefined;
    const score = stated ?? estimate?.grandtotal;
    if (score === undefined) return null;
    const text = ASSISTANT_TEXT[language];
    const allRounds = await rounds();
    const job = jobOf(question, language, history);
    return {
      text: [
        estimate ? text.estimate(estimate.grandtotal) : '',
        estimate ? text.rulesChecked(estimate.ruleSet.effectiveFrom, estimate.ruleSet.checkedOn) : '',
        chancesText(score, allRounds, facts, language, catalog, asOf),
        // The kind of round or the job the question names, with its own latest rounds.
        categoryAsked(folded) ? (roundsText(folded, allRounds, language, catalog, asOf) ?? '') : '',
        job ? occupationText(job, language, catalog) : '',
        text.disclaimer,
      ]
        .filter(Boolean)
        .join('\n\n'),
      sources: pageSources(['rounds-of-invitations', 'category-based-selection'], language),
      grounded: true,
    };
  };

  /** Rounds of invitations: the latest of the kind asked about, or of every kind. */
  const fromRounds = async (question: string, language: Language): Promise<DraftAnswer | null> => {
    const folded = foldDiacritics(question);
    if (!asksAboutRounds(folded)) return null;
    const text = roundsText(folded, await rounds(), language, catalog, today());
    if (!text) return null;
    return {
      text: [text, ASSISTANT_TEXT[language].disclaimer].join('\n\n'),
      sources: pageSources(['rounds-of-invitations', 'category-based-selection'], language),
      grounded: true,
    };
  };

  /** The job the question names, or, when it asks about one, the job named earlier in the conversation. */
  const jobOf = (question: string, language: Language, history: readonly string[]) => {
    const findIn = (message: string) => {
      const phrase = readJobPhrase(foldDiacritics(message));
      return phrase ? findJob(phrase, language, today()) : null;
    };
    const folded = foldDiacritics(question);
    if (!asksAboutOccupation(folded) && !asksAboutChances(folded)) return findIn(question);
    return (
      findIn(question) ??
      [...history]
        .reverse()
        .reduce<ReturnType<typeof findJob>>((found, message) => found ?? findIn(message), null)
    );
  };

  /** A job named in the question: its NOC unit group, the programs and categories it counts for. */
  const fromOccupation = async (
    question: string,
    language: Language,
    history: readonly string[],
  ): Promise<DraftAnswer | null> => {
    const folded = foldDiacritics(question);
    const job = jobOf(question, language, history);
    if (!job) return null;
    // "… có vào đợt trades ko?": the rounds of the kind asked about follow the job.
    const rounded = asksAboutRounds(folded)
      ? roundsText(folded, await rounds(), language, catalog, today())
      : null;
    // "I work as a cook in Canada. Minimum language for CEC?": the rule asked about follows the job.
    const rule = ASKS_RULE.test(folded)
      ? datedFact(folded, undefined, language, catalog, today(), false)
      : null;
    return {
      text: [
        occupationText(job, language, catalog),
        rounded ?? '',
        rule?.text ?? '',
        ASSISTANT_TEXT[language].disclaimer,
      ]
        .filter(Boolean)
        .join('\n\n'),
      sources: pageSources(['noc-teer-skilled-work', 'category-based-selection'], language),
      grounded: true,
    };
  };

  /** A dated figure people ask for (deadlines, validity, fees, program rules), with its page. */
  const fromDatedFacts = (
    question: string,
    language: Language,
    history: readonly string[],
    isEarly: boolean,
  ): DraftAnswer | null => {
    const before = history.at(-1);
    const fact = datedFact(
      foldDiacritics(question),
      before === undefined ? undefined : foldDiacritics(before),
      language,
      catalog,
      today(),
      isEarly,
    );
    if (!fact) return null;
    return {
      text: [`${fact.text} [1]`, ASSISTANT_TEXT[language].disclaimer].join('\n\n'),
      sources: pageSources([fact.page], language),
      grounded: true,
    };
  };

  /** "Can you guarantee an ITA?": nobody can; the pages on scams and representatives say so. */
  const fromPromises = (question: string, language: Language): DraftAnswer | null => {
    if (!PROMISE.test(foldDiacritics(question))) return null;
    const text = ASSISTANT_TEXT[language];
    return {
      text: [text.noGuarantee, text.disclaimer].join('\n\n'),
      sources: pageSources(['fraud-and-scams', 'using-a-representative'], language),
      grounded: true,
    };
  };

  /**
   * `history`: the person's earlier messages in this conversation, oldest first; `base`: the facts of
   * a saved or shared result the conversation is about, which the messages change.
   */
  const answer = async (
    question: string,
    language: Language,
    history: readonly string[] = [],
    base?: StatedFacts,
  ): Promise<DraftAnswer> => {
    if (GREETING.test(foldDiacritics(question.trim()))) {
      return { text: ASSISTANT_TEXT[language].greeting, sources: [], grounded: true };
    }
    // "I am 29, … . If I got IELTS 8, how much would I gain?": the profile, then the change to it.
    const conditional = CONDITIONAL.exec(question);
    if (conditional && conditional.index > 0 && history.length === 0 && !base) {
      const profile = question.slice(0, conditional.index);
      if (toCrsFacts(combineFacts([profile])))
        return answer(question.slice(conditional.index).trim(), language, [profile]);
    }
    return (
      fromPromises(question, language) ??
      fromFunds(question, language, history) ??
      (await fromChances(question, language, history, base)) ??
      (await fromCrsFacts(question, language, history, base)) ??
      fromDatedFacts(question, language, history, true) ??
      fromFactors(question, language, history, base) ??
      (await fromOccupation(question, language, history)) ??
      // "Đợt mời tiếng Pháp cần NCLC mấy?" asks a rule; "đợt CEC gần nhất?" asks a round.
      (ASKS_RULE.test(foldDiacritics(question))
        ? (fromDatedFacts(question, language, history, false) ?? (await fromRounds(question, language)))
        : ((await fromRounds(question, language)) ?? fromDatedFacts(question, language, history, false))) ??
      fromKnowledge(question, language)
    );
  };

  return {
    answer,
    /** What a model is given to answer from: the same passages the offline answer would quote. */
    passages: relevant,
    /** The CRS engine's estimate for a conversation whose messages carry the facts, or null. */
    estimate: fromCrsFacts,
  };
}

export type OfflineAssistant = ReturnType<typeof createOfflineAssistant>;
