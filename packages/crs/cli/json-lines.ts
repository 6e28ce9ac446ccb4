import type { ProfileFieldError } from '../src/profile.ts';

export interface JsonLinesResult {
  /** One JSON document per input document, in input order; none when they went to an `emit`. */
  lines: string[];
  hasErrors: boolean;
}

/** Takes each answer line as it is made (the CLI writes them out as they come). */
export type EmitLine = (line: string) => void;

/**
 * The shared shape of `crs score` and `crs eligibility`: documents in (a JSON array, or one JSON object
 * per line), one JSON answer per line out. A bad document gives an error line naming its fields, and
 * the next one is still answered.
 */
export function runJsonLines(
  input: string,
  answer: (value: unknown) => JsonAnswer,
  emit?: EmitLine,
): JsonLinesResult {
  const trimmed = input.trim();
  const documents = trimmed.startsWith('[') ? splitArray(trimmed) : splitLines(input);
  const lines: string[] = [];
  let hasErrors = false;
  for (const document of documents) {
    const outcome = answerDocument(document, answer);
    hasErrors ||= typeof outcome !== 'string' && 'error' in outcome;
    const line = typeof outcome === 'string' ? outcome : JSON.stringify(outcome);
    if (emit === undefined) lines.push(line);
    else emit(line);
  }
  return { lines, hasErrors };
}

/** A document's answer (or that answer already written as JSON), or the fields that make it invalid. */
export type JsonAnswer = { ok: object } | { json: string } | { errors: ProfileFieldError[] };

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

/**
 * One line at a time, as the loop asks: parsing every line before answering any kept 30,000 inputs
 * alive at once, which the garbage collector then paid for.
 */
function* splitLines(text: string): Generator<Document> {
  const raws = text.split('\n');
  for (let index = 0; index < raws.length; index++) {
    const raw = raws[index] as string;
    if (raw.trim() === '') continue;
    try {
      yield { line: index + 1, value: JSON.parse(raw) as unknown };
    } catch (error) {
      yield { line: index + 1, syntaxError: (error as Error).message };
    }
  }
}

/** The answer to write: an object, or its JSON when the command wrote it. */
function answerDocument(document: Document, answer: (value: unknown) => JsonAnswer): object | string {
  if ('syntaxError' in document) {
    return {
      error: {
        line: document.line,
        errors: [{ field: '(json)', code: 'invalid_json', message: document.syntaxError }],
      },
    };
  }
  const outcome = answer(document.value);
  if ('json' in outcome) return outcome.json;
  return 'ok' in outcome ? outcome.ok : { error: { line: document.line, errors: outcome.errors } };
}
