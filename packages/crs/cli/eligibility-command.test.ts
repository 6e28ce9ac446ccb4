import { describe, expect, it } from 'vitest';
import { job, NOC } from '../src/fixtures/eligibility-profiles.ts';
import { baseProfile, celpip } from '../src/fixtures/profiles.ts';
import { runEligibilityCommand } from './eligibility-command.ts';
import { runCrsBin } from './run-crs-bin.ts';

/** CEC-eligible: CLB 7 and a year as a software engineer in Canada. */
const CEC_PROFILE = {
  ...baseProfile({ firstLanguage: celpip(7) }),
  experience: [job(NOC.softwareEngineer, 12, { inCanada: true })],
};
const STEM_PROFILE = { ...CEC_PROFILE, experience: [job(NOC.civilEngineer, 12, { inCanada: true })] };

describe('runEligibilityCommand', () => {
  it('answers a JSON array, one answer per line, in order', () => {
    const { lines, hasErrors } = runEligibilityCommand(JSON.stringify([CEC_PROFILE, baseProfile()]), {
      asOf: '2026-11-25',
    });
    expect(hasErrors).toBe(false);
    const answers = lines.map((line) => JSON.parse(line));
    expect(answers.map((answer) => answer.programs.cec.eligible)).toEqual([true, false]);
    expect(answers[0].asOf).toBe('2026-11-25');
  });

  it('answers one profile per line, skipping blank lines', () => {
    const input = `${JSON.stringify(CEC_PROFILE)}\n\n${JSON.stringify(STEM_PROFILE)}\n`;
    expect(runEligibilityCommand(input, { asOf: '2026-11-25' }).lines).toHaveLength(2);
  });

  it('reports a bad line by number and field, and goes on with the next', () => {
    const bad = JSON.stringify({ ...CEC_PROFILE, experience: [{ ...job('1234', 12), months: -1 }] });
    const good = JSON.stringify(CEC_PROFILE);
    const { lines, hasErrors } = runEligibilityCommand([good, bad, '{oops', good].join('\n'), {
      asOf: '2026-11-25',
    });
    expect(hasErrors).toBe(true);
    const outputs = lines.map((line) => JSON.parse(line));
    expect(outputs[0].programs.cec.eligible).toBe(true);
    expect(outputs[1]).toEqual({
      error: {
        line: 2,
        errors: [
          expect.objectContaining({ field: 'experience.0.noc' }),
          expect.objectContaining({ field: 'experience.0.months' }),
        ],
      },
    });
    expect(outputs[2].error).toMatchObject({ line: 3, errors: [{ field: '(json)', code: 'invalid_json' }] });
    expect(outputs[3].programs.cec.eligible).toBe(true);
  });

  it('answers the categories in force on asOf', () => {
    const on = (asOf: string) =>
      JSON.parse(runEligibilityCommand(JSON.stringify(STEM_PROFILE), { asOf }).lines[0] as string);
    expect(on('2026-02-17').categories.find((c: { id: string }) => c.id === '2025-stem')).toEqual({
      id: '2025-stem',
      eligible: true,
      reasons: [],
    });
    expect(on('2026-02-18').categories.find((c: { id: string }) => c.id === '2026-stem')).toEqual({
      id: '2026-stem',
      eligible: true,
      reasons: [],
    });
  });
});

describe('the crs bin, eligibility', () => {
  it('reads standard input and writes JSON lines, exiting 1 after a bad profile', () => {
    const input = [JSON.stringify(CEC_PROFILE), JSON.stringify({ age: 30 })].join('\n');
    const run = runCrsBin(['eligibility', '--as-of', '2026-11-25'], input);
    expect(run.outputs[0]).toMatchObject({
      asOf: '2026-11-25',
      programs: { cec: { eligible: true, reasons: [] } },
    });
    expect(run.outputs[1].error.line).toBe(2);
    expect(run.outputs[1].error.errors.map((error: { field: string }) => error.field)).toContain(
      'maritalStatus',
    );
    expect(run.status).toBe(1);
  });

  it('answers under today’s rules without --as-of', () => {
    const run = runCrsBin(['eligibility'], JSON.stringify(CEC_PROFILE));
    expect(run.status).toBe(0);
    expect(run.outputs[0].asOf).toBe(new Date().toISOString().slice(0, 10));
  });

  it('refuses a date before the first category lists with exit code 2', () => {
    const early = runCrsBin(['eligibility', '--as-of', '2025-01-01']);
    expect(early.status).toBe(2);
    expect(early.stderr).toContain('No eligibility rules before 2025-02-27');
  });
});
