import { text } from 'node:stream/consumers';
import { ruleSetFor } from '../src/rules/rule-sets.ts';
import { runScoreCommand } from './score-command.ts';

const USAGE = `Usage: crs score [--as-of YYYY-MM-DD] < profiles

Reads CandidateProfile objects from standard input (a JSON array, or one JSON object per line) and
writes one JSON result per line, in the same order. A profile that is not valid gives a line
{"error":{"line":N,"errors":[{"field":...}]}} and the next one is still scored; the exit code is then 1.
--as-of picks the rule set in force on that date (today's by default).`;

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (command !== 'score') {
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
    ruleSetFor(asOf);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const { lines, hasErrors } = runScoreCommand(await text(process.stdin), asOf ? { asOf } : {});
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
  return hasErrors ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
