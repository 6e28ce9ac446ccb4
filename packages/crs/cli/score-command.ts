import { parseProfile } from '../src/profile.ts';
import { scoreProfile } from '../src/score-profile.ts';

export interface ScoreCommandResult {
  /** One JSON document per profile, in input order. */
  lines: string[];
  hasErrors: boolean;
}

/**
 * `crs score`: profiles in (a JSON array, or one JSON object per line), one JSON result per line out.
 * A bad profile gives an error line naming its fields, and the next profile is still scored.
 */
export function runScoreCommand(input: string, options: { asOf?: string } = {}): ScoreCommandResult {
  const trimmed = input.trim();
  const documents = trimmed.startsWith('[') ? splitArray(trimmed) : splitLines(input);
  const lines: string[] = [];
  let hasErrors = false;
  for (const document of documents) {
    const outcome = scoreDocument(document, options);
    hasErrors ||= 'error' in outcome;
    lines.push(JSON.stringify(outcome));
  }
  return { lines, hasErrors };
}

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

function scoreDocument(document: Document, options: { asOf?: string }) {
  if ('syntaxError' in document) {
    return {
      error: {
        line: document.line,
        errors: [{ field: '(json)', code: 'invalid_json', message: document.syntaxError }],
      },
    };
  }
  const parsed = parseProfile(document.value);
  if (!parsed.success) return { error: { line: document.line, errors: parsed.errors } };
  return scoreProfile(parsed.profile, options);
}
