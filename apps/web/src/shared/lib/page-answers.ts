/**
 * How long after the page loaded its answers are still used: it is sent for the app's first requests,
 * and a later one (a person coming back to the list after reading) asks the API for news since.
 */
export const PAGE_ANSWERS_FRESH_MS = 30_000;

const answersOf = new WeakMap<Document, Map<string, unknown>>();

/** The answers the page server sent with the page (`#page-answers`, ADR 030), by API path. */
function pageAnswers(doc: Document): Map<string, unknown> {
  const read = answersOf.get(doc);
  if (read) return read;
  const block = doc.getElementById('page-answers');
  let answers = new Map<string, unknown>();
  try {
    answers = new Map(Object.entries(JSON.parse(block?.textContent || '{}') as Record<string, unknown>));
  } catch {
    // A block that cannot be read leaves the app to ask the API, as without one.
  }
  block?.remove();
  answersOf.set(doc, answers);
  return answers;
}

/**
 * The answer the page came with for a GET of `path` (`/news?PageNumber=1…`), once; undefined when it
 * came with none, it was used already, or the page is older than PAGE_ANSWERS_FRESH_MS.
 */
export function takePageAnswer(
  path: string,
  { doc = document, sincePageLoad = performance.now() } = {},
): unknown {
  const kept = pageAnswers(doc);
  const answer = kept.get(path);
  kept.delete(path);
  return sincePageLoad <= PAGE_ANSWERS_FRESH_MS ? answer : undefined;
}
