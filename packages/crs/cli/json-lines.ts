import type { ProfileFieldError } from '../src/profile.ts';

export interface JsonLinesResult {
  /** One JSON document per input document, in input order. */
  lines: string[];
  hasErrors: boolean;
}

/**
 * The shared shape of `crs score` and `crs eligibility`: documents in (a JSON array, or one JSON object
 * per line), one JSON answer per line out. A bad document gives an error line naming its fields, and
 * the next one is still answered.
 */
export function runJsonLines(input: string, answer: (value: unknown) => JsonAnswer): JsonLinesResult {
  const trimmed = input.trim();
  const documents = trimmed.startsWith('[') ? splitArray(trimmed) : splitLines(input);
  const lines: string[] = [];
  let hasErrors = false;
  for (const document of documents) {
    const outcome = answerDocument(document, answer);
    hasErrors ||= 'error' in outcome;
    lines.push(JSON.stringify(outcome));
  }
  return { lines, hasErrors };
}

/** A document's answer, or the fields that make it invalid. */
export type JsonAnswer = { ok: object } | { errors: ProfileFieldError[] };

type Document = { line: number; value: unknown } | { line: number; syntaxError: string };

function splitArray(text: string): Document[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [{ line: 1, syntaxError: 'expected a JSON array of profiles' }];
    return value.map((item, index) => ({ line: index + 1, value: item }));
  } catch (error) {
    return [{ line: 1, syntaxError: (error as Error).message }];
  }
}

function splitLines(text: string): Document[] {
  return text.split('\n').flatMap((raw, index): Document[] => {
    if (raw.trim() === '') return [];
    try {
      return [{ line: index + 1, value: JSON.parse(raw) as unknown }];
    } catch (error) {
      return [{ line: index + 1, syntaxError: (error as Error).message }];
    }
  });
}

function answerDocument(document: Document, answer: (value: unknown) => JsonAnswer): object {
  if ('syntaxError' in document) {
    return {
      error: {
        line: document.line,
        errors: [{ field: '(json)', code: 'invalid_json', message: document.syntaxError }],
      },
    };
  }
  const outcome = answer(document.value);
  return 'ok' in outcome ? outcome.ok : { error: { line: document.line, errors: outcome.errors } };
}
