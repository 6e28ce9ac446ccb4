import { scoreProfile } from '@maplebridge/crs';
import { assessEligibility, parseEligibilityProfile } from '@maplebridge/crs/eligibility';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { describe, expect, it } from 'vitest';
import { lastRounds, loadTestAssistant } from '#test/assistant.ts';
import { latestOfEachKind, type RecentRound } from './chances.ts';
import { createModelTools, MAX_TOOL_RESULT_CHARS } from './model-tools.ts';

const TODAY = '2026-09-01';
const { knowledge, retriever } = loadTestAssistant();
const toolsWith = (rounds: () => Promise<RecentRound[]> = async () => lastRounds(TODAY)) =>
  createModelTools({ retriever, documents: knowledge.documents, rounds, today: () => TODAY });
const tools = toolsWith();

/** A call as a model writes it: the name and its arguments as JSON text. */
const call = async (name: string, args: unknown, language: 'vi' | 'en' = 'en') => {
  const result = await tools.run(name, typeof args === 'string' ? args : JSON.stringify(args), language);
  expect(result.content.length).toBeLessThanOrEqual(MAX_TOOL_RESULT_CHARS);
  return { ...result, json: JSON.parse(result.content) };
};

describe('the tools a model is given', () => {
  it('are five functions whose parameters are JSON schemas of objects', () => {
    expect(tools.definitions.map((tool) => tool.function.name)).toEqual([
      'score_profile',
      'check_eligibility',
      'find_occupations',
      'recent_rounds',
      'search_knowledge',
    ]);
    for (const { type, function: tool } of tools.definitions) {
      expect(type).toBe('function');
      expect(tool.description.length).toBeGreaterThan(40);
      expect(tool.parameters).toMatchObject({ type: 'object' });
      expect(tool.parameters).not.toHaveProperty('$schema');
    }
    const [score, eligibility] = tools.definitions;
    expect(score?.function.parameters).toMatchObject({
      properties: { age: { type: 'integer', minimum: 17, maximum: 47 } },
      required: expect.arrayContaining(['age', 'firstLanguage', 'maritalStatus']),
    });
    expect(eligibility?.function.parameters).toMatchObject({
      properties: { experience: { type: 'array' }, settlementFundsCad: { type: 'number' } },
    });
  });
});

describe('score_profile', () => {
  it("returns the CRS engine's totals and lines, resting on the CRS page", async () => {
    const expected = scoreProfile(MARRIED_APPLICANT, { asOf: TODAY });
    const { json, sources } = await call('score_profile', MARRIED_APPLICANT);
    expect(json).toMatchObject({
      asOf: TODAY,
      grandtotal: expected.grandtotal,
      core_factors: expected.core_factors,
      spouse_factors: expected.spouse_factors,
      skill_factors: expected.skill_factors,
      bonus_factors: expected.bonus_factors,
      scoredWithSpouse: true,
      rulesInForceSince: '2025-03-25',
      rulesCheckedOn: '2026-11-25',
    });
    expect(json.lines).toEqual(JSON.parse(JSON.stringify(expected.lines)));
    expect(sources.map((source) => source.url)).toEqual([
      expect.stringMatching(/^https:\/\/www\.canada\.ca\/.+/),
    ]);
  });

  it('answers bad fields with an error naming each of them, and no source', async () => {
    const { json, sources } = await call('score_profile', {
      ...MARRIED_APPLICANT,
      age: 'old',
      jobOffer: 'yes',
    });
    expect(json.error).toBe('invalidArguments');
    expect(json.errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['age', 'jobOffer']),
    );
    expect(sources).toEqual([]);
  });
});

describe('check_eligibility', () => {
  it('assesses programs and categories as the eligibility rules do', async () => {
    const profile = {
      ...MARRIED_APPLICANT,
      experience: [{ noc: '21231', inCanada: true, months: 24, endedMonthsAgo: 0 }],
    };
    const parsed = parseEligibilityProfile(profile);
    if (!parsed.success) throw new Error('the example profile is valid');
    const { json, sources } = await call('check_eligibility', profile);
    expect(json).toEqual(JSON.parse(JSON.stringify(assessEligibility(parsed.profile, TODAY))));
    expect(json.programs.cec.eligible).toBe(true);
    expect(sources.length).toBeGreaterThan(1);
  });

  it('names a NOC code that does not exist', async () => {
    const { json } = await call('check_eligibility', {
      ...MARRIED_APPLICANT,
      experience: [{ noc: '123', inCanada: true, months: 12, endedMonthsAgo: 0 }],
    });
    expect(json).toMatchObject({ error: 'invalidArguments', errors: [{ field: 'experience.0.noc' }] });
  });
});

describe('find_occupations', () => {
  it('finds the NOC unit group of a job title, with its TEER, programs and categories', async () => {
    const { json, sources } = await call('find_occupations', { title: 'thợ hàn' }, 'vi');
    expect(json.occupations.length).toBeLessThanOrEqual(3);
    expect(json.occupations[0]).toMatchObject({ code: '72106', teer: 2, programs: ['fsw', 'cec', 'fst'] });
    expect(json.occupations[0].categories).toEqual(expect.any(Array));
    expect(sources.length).toBeGreaterThan(0);
  });

  it('wants a title', async () => {
    expect((await call('find_occupations', { job: 'welder' })).json).toMatchObject({
      error: 'invalidArguments',
      errors: [{ field: 'title' }],
    });
  });
});

describe('recent_rounds', () => {
  it("gives the latest round of each kind in the past year, from the draws table's rounds", async () => {
    const { json, sources } = await call('recent_rounds', '');
    expect(json.rounds).toEqual(latestOfEachKind(lastRounds(TODAY), TODAY));
    expect(json.rounds.length).toBeGreaterThan(2);
    expect(new Set(json.rounds.map((round: RecentRound) => round.category)).size).toBe(json.rounds.length);
    expect(sources.length).toBeGreaterThan(0);
  });

  it('cuts a result longer than the bound', async () => {
    const many = Array.from({ length: 400 }, (_, index) => ({
      category: `category-${index}`,
      number: String(index),
      date: TODAY,
      lowestScore: 500,
      invitations: 1000,
    }));
    const result = await toolsWith(async () => many).run('recent_rounds', '{}', 'en');
    expect(result.content).toHaveLength(MAX_TOOL_RESULT_CHARS);
    expect(result.content.endsWith('[truncated]')).toBe(true);
  });

  it('turns a failure of the draws table into an error result', async () => {
    const result = await toolsWith(async () => {
      throw new Error('database down');
    }).run('recent_rounds', '{}', 'en');
    expect(JSON.parse(result.content)).toEqual({ error: 'toolFailed', message: 'database down' });
    expect(result.sources).toEqual([]);
  });
});

describe('search_knowledge', () => {
  it('returns passages with their official page, and those pages as sources', async () => {
    const { json, sources } = await call('search_knowledge', { query: 'proof of settlement funds' });
    expect(json.passages.length).toBeGreaterThan(0);
    expect(json.passages.length).toBeLessThanOrEqual(3);
    for (const passage of json.passages) {
      expect(passage.url).toMatch(/^https:\/\/www\.canada\.ca\//);
      expect(passage.text.length).toBeLessThanOrEqual(1_200);
    }
    expect(json.passages[0].title).toMatch(/funds/i);
    expect(sources.map((source) => source.url)).toEqual(
      json.passages.map((passage: { url: string }) => passage.url),
    );
  });

  it('searches the pages of the language asked for', async () => {
    const { sources } = await call(
      'search_knowledge',
      { query: 'chứng minh tài chính', language: 'vi' },
      'en',
    );
    const titles = sources.map((source) => source.title);
    expect(titles.length).toBeGreaterThan(0);
    const viTitles = knowledge.documents.filter((doc) => doc.language === 'vi').map((doc) => doc.title);
    expect(titles.every((title) => viTitles.includes(title))).toBe(true);
  });
});

describe('a call the tools cannot run', () => {
  it.each([
    ['an unknown tool', 'book_flight', '{}', 'unknownTool'],
    ['arguments that are not JSON', 'score_profile', '{"age": 29', 'invalidArguments'],
    ['arguments that are not an object', 'find_occupations', '["welder"]', 'invalidArguments'],
    // A tool without parameters would take these: only their length is refused.
    ['arguments far too long', 'recent_rounds', `{"note":"${'a'.repeat(30_000)}"}`, 'invalidArguments'],
  ])('gets an error result for %s', async (_case, name, args, error) => {
    const result = await tools.run(name, args, 'en');
    expect(JSON.parse(result.content)).toMatchObject({ error, message: expect.any(String) });
    expect(result.sources).toEqual([]);
  });
});
