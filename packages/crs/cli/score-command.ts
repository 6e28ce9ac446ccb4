import { parseProfile } from '../src/profile.ts';
import { scoreProfile } from '../src/score-profile.ts';
import { type EmitLine, type JsonLinesResult, runJsonLines } from './json-lines.ts';
import { scoreJson } from './score-json.ts';

/**
 * `crs score`: profiles in (a JSON array, or one JSON object per line), one JSON result per line out.
 * A bad profile gives an error line naming its fields, and the next profile is still scored.
 */
export function runScoreCommand(
  input: string,
  options: { asOf?: string } = {},
  emit?: EmitLine,
): JsonLinesResult {
  return runJsonLines(
    input,
    (value) => {
      const parsed = parseProfile(value);
      return parsed.success
        ? { json: scoreJson(scoreProfile(parsed.profile, options)) }
        : { errors: parsed.errors };
    },
    emit,
  );
}
