import { describe, expect, it } from 'vitest';
import { HAND_WORKED_CASES } from '../src/fixtures/hand-worked.ts';
import { baseProfile } from '../src/fixtures/profiles.ts';
import { runCrsBin } from './run-crs-bin.ts';
import { runScoreCommand } from './score-command.ts';

const today = HAND_WORKED_CASES.filter((testCase) => testCase.asOf === undefined).slice(0, 5);

describe('runScoreCommand', () => {
  it('scores a JSON array, one result per line, in order', () => {
    const { lines, hasErrors } = runScoreCommand(JSON.stringify(today.map((testCase) => testCase.profile)));
    expect(hasErrors).toBe(false);
    expect(lines.map((line) => JSON.parse(line).grandtotal)).toEqual(
      today.map((testCase) => testCase.expected[4]),
    );
  });

  it('scores one profile per line, skipping blank lines', () => {
    const input = `${today.map((testCase) => JSON.stringify(testCase.profile)).join('\n\n')}\n`;
    expect(runScoreCommand(input).lines).toHaveLength(today.length);
  });

  it('reports a bad line by number and field, and goes on with the next', () => {
    const good = JSON.stringify(baseProfile());
    const bad = JSON.stringify({ ...baseProfile(), age: 12 });
    const { lines, hasErrors } = runScoreCommand([good, bad, '{oops', good].join('\n'));
    expect(hasErrors).toBe(true);
    const outputs = lines.map((line) => JSON.parse(line));
    expect(outputs[0].grandtotal).toBe(164);
    expect(outputs[1]).toEqual({ error: { line: 2, errors: [expect.objectContaining({ field: 'age' })] } });
    expect(outputs[2].error).toMatchObject({ line: 3, errors: [{ field: '(json)', code: 'invalid_json' }] });
    expect(outputs[3].grandtotal).toBe(164);
  });

  it('applies the rule set of --as-of', () => {
    const profile = JSON.stringify(baseProfile({ jobOffer: 'teer0Major00' }));
    expect(JSON.parse(runScoreCommand(profile, { asOf: '2024-01-01' }).lines[0] as string).job_bonus).toBe(
      200,
    );
    expect(JSON.parse(runScoreCommand(profile).lines[0] as string).job_bonus).toBe(0);
  });
});

describe('the crs bin', () => {
  it('reads standard input and writes JSON lines, exiting 1 after a bad profile', () => {
    const input = [JSON.stringify(baseProfile()), JSON.stringify({ age: 30 })].join('\n');
    const run = runCrsBin(['score', '--as-of', '2026-01-01'], input);
    expect(run.outputs[0]).toMatchObject({ grandtotal: 164, ruleSet: { id: '2025-03-25' } });
    expect(run.outputs[1].error.line).toBe(2);
    expect(run.status).toBe(1);
  });

  it('refuses an unknown command or a bad date with exit code 2', () => {
    expect(runCrsBin(['calculate']).status).toBe(2);
    const badDate = runCrsBin(['score', '--as-of', '2010-01-01']);
    expect(badDate.status).toBe(2);
    expect(badDate.stderr).toContain('No CRS rule set before');
  });
});
