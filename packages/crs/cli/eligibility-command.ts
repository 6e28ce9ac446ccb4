import { assessEligibility } from '../src/eligibility/assess-eligibility.ts';
import { parseEligibilityProfile } from '../src/eligibility/eligibility-profile.ts';
import { type EmitLine, type JsonLinesResult, runJsonLines } from './json-lines.ts';

/**
 * `crs eligibility`: EligibilityProfiles in (a JSON array, or one JSON object per line), one answer
 * of eligibility.md per line out, under the rules in force on `asOf`.
 */
export function runEligibilityCommand(
  input: string,
  options: { asOf: string },
  emit?: EmitLine,
): JsonLinesResult {
  return runJsonLines(
    input,
    (value) => {
      const parsed = parseEligibilityProfile(value);
      return parsed.success
        ? { ok: assessEligibility(parsed.profile, options.asOf) }
        : { errors: parsed.errors };
    },
    emit,
  );
}
