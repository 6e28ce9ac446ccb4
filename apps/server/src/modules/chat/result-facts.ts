import type { SubmittedAnswerInput } from '@maplebridge/contracts';
import { readSaved } from '../crs/crs.service.ts';
import type { CrsResultsRepository } from '../crs/crs-results.repository.ts';
import { parseAnswers } from '../crs/parse-answers.ts';
import { foldDiacritics } from '../news/search-text.ts';
import { factsFromProfile, type StatedFacts } from './crs-facts.ts';

/** "my saved result", "kết quả đã lưu của tôi": a member asking about their latest saved result. */
const ASKS_SAVED_RESULT =
  /\b(ket qua (da luu|cua (toi|minh|em)|gan nhat)|diem (da luu|cua (toi|minh|em))|my (saved|latest|last) (result|score)|my result)\b/;

/**
 * The result a conversation is about: the answers sent with it ("Ask about this result"; a 400
 * names a wrong one), or a member's latest saved result when they ask about it. Nothing else of
 * the member is read.
 */
export function createResultFacts(results: CrsResultsRepository) {
  return async (
    sent: readonly SubmittedAnswerInput[] | undefined,
    memberId: string | undefined,
    question: string,
  ): Promise<StatedFacts | undefined> => {
    if (sent?.length) return factsFromProfile(parseAnswers(sent, null, 'body.result').profile);
    if (!memberId || !ASKS_SAVED_RESULT.test(foldDiacritics(question))) return undefined;
    const [latest] = await results.latest(memberId, 1);
    const profile = latest ? readSaved(latest).profile : null;
    return profile ? factsFromProfile(profile) : undefined;
  };
}

export type ResultFacts = ReturnType<typeof createResultFacts>;
