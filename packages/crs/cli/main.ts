import { text } from 'node:stream/consumers';
import type { EmitLine, JsonLinesResult } from './json-lines.ts';

const USAGE = `Usage: crs score [--as-of YYYY-MM-DD] < profiles
       crs eligibility [--as-of YYYY-MM-DD] < profiles

score reads CandidateProfile objects, eligibility reads EligibilityProfile objects (a CandidateProfile
plus work, offer, funds and adaptability; shared/crs/eligibility.md), from standard input (a JSON array,
or one JSON object per line), and writes one JSON answer per line, in the same order. A profile that
is not valid gives a line {"error":{"line":N,"errors":[{"field":...}]}} and the next one is still
answered; the exit code is then 1. --as-of picks the rules in force on that date (today's by default).`;

interface Command {
  /** Which rules the command has for a date; throws a RangeError naming the problem. */
  checkDate: (asOf: string | undefined) => unknown;
  run: (input: string, asOf: string | undefined, emit: EmitLine) => JsonLinesResult;
}

// Each command loads only its own modules: `score` starts without the NOC data and category lists.
const COMMANDS: Record<string, () => Promise<Command>> = {
  score: async () => {
    const [{ ruleSetFor }, { runScoreCommand }] = await Promise.all([
      import('../src/rules/rule-sets.ts'),
      import('./score-command.ts'),
    ]);
    return {
      checkDate: ruleSetFor,
      run: (input, asOf, emit) => runScoreCommand(input, asOf ? { asOf } : {}, emit),
    };
  },
  eligibility: async () => {
    const [{ eligibilityRulesFor }, { runEligibilityCommand }] = await Promise.all([
      import('../src/eligibility/eligibility-rules.ts'),
      import('./eligibility-command.ts'),
    ]);
    return {
      checkDate: (asOf) => eligibilityRulesFor(asOf ?? today()),
      run: (input, asOf, emit) => runEligibilityCommand(input, { asOf: asOf ?? today() }, emit),
    };
  },
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
  const load = command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (load === undefined) {
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
  const { checkDate, run } = await load();
  try {
    checkDate(asOf);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const output = batchedStdout();
  const { hasErrors } = run(await text(process.stdin), asOf, output.emit);
  output.flush();
  return hasErrors ? 1 : 0;
}

/**
 * Answer lines go out as they come, a megabyte at a time: holding every answer to join them at the
 * end (41 MB for 30,000 scores) cost more in garbage collection than the answering.
 */
function batchedStdout() {
  let pending = '';
  return {
    emit: (line: string) => {
      pending += `${line}\n`;
      if (pending.length >= 1 << 20) {
        process.stdout.write(pending);
        pending = '';
      }
    },
    flush: () => {
      if (pending !== '') process.stdout.write(pending);
    },
  };
}

process.exitCode = await main(process.argv.slice(2));
