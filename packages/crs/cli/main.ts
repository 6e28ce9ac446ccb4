import { text } from 'node:stream/consumers';
import { eligibilityRulesFor } from '../src/eligibility/eligibility-rules.ts';
import { ruleSetFor } from '../src/rules/rule-sets.ts';
import { runEligibilityCommand } from './eligibility-command.ts';
import type { JsonLinesResult } from './json-lines.ts';
import { runScoreCommand } from './score-command.ts';

const USAGE = `Usage: crs score [--as-of YYYY-MM-DD] < profiles
       crs eligibility [--as-of YYYY-MM-DD] < profiles

score reads CandidateProfile objects, eligibility reads EligibilityProfile objects (a CandidateProfile
plus work, offer, funds and adaptability; shared/crs/eligibility.md), from standard input (a JSON array,
or one JSON object per line), and writes one JSON answer per line, in the same order. A profile that
is not valid gives a line {"error":{"line":N,"errors":[{"field":...}]}} and the next one is still
answered; the exit code is then 1. --as-of picks the rules in force on that date (today's by default).`;

const COMMANDS: Record<string, (input: string, asOf: string | undefined) => JsonLinesResult> = {
  score: (input, asOf) => runScoreCommand(input, asOf ? { asOf } : {}),
  eligibility: (input, asOf) => runEligibilityCommand(input, { asOf: asOf ?? today() }),
};

/** Which rules each command has for a date; throws a RangeError naming the problem. */
const CHECK_DATE: Record<string, (asOf: string | undefined) => unknown> = {
  score: ruleSetFor,
  eligibility: (asOf) => eligibilityRulesFor(asOf ?? today()),
};

function today() {
  return new Date().toISOString().slice(0, 10);
}

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  const run = command === undefined ? undefined : COMMANDS[command];
  if (command === undefined || run === undefined) {
    console.error(USAGE);
    return 2;
  }
  let asOf: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === '--as-of') asOf = rest[++i];
    else if (arg.startsWith('--as-of=')) asOf = arg.slice('--as-of='.length);
    else {
      console.error(`Unknown option ${arg}\n\n${USAGE}`);
      return 2;
    }
  }
  try {
    CHECK_DATE[command]?.(asOf);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const { lines, hasErrors } = run(await text(process.stdin), asOf);
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
  return hasErrors ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
