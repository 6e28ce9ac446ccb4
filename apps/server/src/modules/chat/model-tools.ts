import { type ChatSource, type Language, LanguageSchema } from '@maplebridge/contracts';
import {
  CandidateProfileSchema,
  type ParseResult,
  parseProfile,
  parseWithSchema,
  scoreProfile,
} from '@maplebridge/crs';
import {
  assessEligibility,
  EligibilityProfileSchema,
  parseEligibilityProfile,
} from '@maplebridge/crs/eligibility';
import { getOccupation, searchOccupations } from '@maplebridge/crs/occupations';
import { z } from 'zod';
import { latestOfEachKind, type RecentRound } from './chances.ts';
import type { KnowledgeDocument } from './knowledge-base.ts';
import { toSource } from './offline-assistant.ts';
import type { ToolDefinition } from './openai-compatible.ts';
import type { Retriever } from './retrieval.ts';

/** What goes back to the model (`role: 'tool'`), and the official pages it rests on. */
export interface ToolResult {
  content: string;
  sources: ChatSource[];
}

/** A result longer than this is cut: a model's context is small, and a tool must not flood it. */
export const MAX_TOOL_RESULT_CHARS = 6_000;
/** Arguments longer than this are not a profile or a query: refused unread. */
const MAX_ARGUMENT_CHARS = 20_000;
const OCCUPATIONS_SHOWN = 3;
const PASSAGES_SHOWN = 3;
const MAX_PASSAGE_CHARS = 1_200;
const TRUNCATED = ' … [truncated]';

const LANGUAGE_SCALES =
  'Language results are each test’s own scores per ability, not CLB levels: IELTS 1–9 in steps of 0.5, CELPIP-G 1–12, PTE Core 10–90, TEF Canada and TCF Canada in their points.';

const OccupationQuerySchema = z.object({
  title: z.string().trim().min(2).max(120).describe('The job title as the person said it, in vi or en.'),
});
const KnowledgeQuerySchema = z.object({
  query: z.string().trim().min(2).max(300).describe('A few keywords, in the language of the pages wanted.'),
  language: LanguageSchema.optional().describe('The pages’ language; the conversation’s when absent.'),
});
const NoArgumentsSchema = z.object({});

/** A zod schema as JSON-schema parameters: the engine's own schemas, so the model's never drift. */
function parametersOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...parameters } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return parameters;
}

type Outcome = { result: unknown; sources: ChatSource[] };

interface ModelTool {
  description: string;
  parameters: z.ZodType;
  execute(input: unknown, language: Language): Promise<Outcome> | Outcome;
}

/** Bad arguments: the model is told which fields and why, so it can ask again. */
const invalid = (errors: { field: string; message: string }[]): Outcome => ({
  result: { error: 'invalidArguments', errors: errors.map(({ field, message }) => ({ field, message })) },
  sources: [],
});

/** Parsed arguments, or the error the model is sent instead. */
const withArguments = <T>(parsed: ParseResult<T>, execute: (args: T) => Outcome | Promise<Outcome>) =>
  parsed.success ? execute(parsed.profile) : invalid(parsed.errors);

/** JSON text, cut to the bound; a model reads a cut tail well enough, a parser need not. */
function bounded(result: unknown): string {
  const json = JSON.stringify(result);
  return json.length <= MAX_TOOL_RESULT_CHARS
    ? json
    : json.slice(0, MAX_TOOL_RESULT_CHARS - TRUNCATED.length) + TRUNCATED;
}

const clip = (text: string) =>
  text.length <= MAX_PASSAGE_CHARS ? text : `${text.slice(0, MAX_PASSAGE_CHARS - 2).trimEnd()} …`;

/** Arguments as the model wrote them: a JSON object (an empty string for a tool without any). */
function readArguments(raw: string): unknown {
  if (raw.length > MAX_ARGUMENT_CHARS) return undefined;
  if (raw.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

interface ModelToolDependencies {
  retriever: Retriever;
  documents: KnowledgeDocument[];
  /** The draws table's last rounds of each category (the offline assistant's `rounds`). */
  rounds: () => Promise<RecentRound[]>;
  today?: () => string;
}

/**
 * The tools a model is given instead of doing arithmetic: the CRS engine, the eligibility rules, the
 * NOC search, the draws table and the knowledge base, run here on the server.
 */
export function createModelTools({
  retriever,
  documents,
  rounds,
  today = () => new Date().toISOString().slice(0, 10),
}: ModelToolDependencies) {
  const pages = (slugs: string[], language: Language) =>
    documents
      .filter((document) => document.language === language && slugs.includes(document.slug))
      .map(toSource);

  const tools: Record<string, ModelTool> = {
    score_profile: {
      description: `The CRS score of a complete Express Entry profile from MapleBridge's CRS engine under today's rules: totals and each factor's points. Use it for every score and every "what if"; never add points yourself. Fill only what the person said and state the rest you assumed. With the score, say the rules it used as "Rules in force since DD/MM/YYYY, checked DD/MM/YYYY" (rulesInForceSince, rulesCheckedOn). ${LANGUAGE_SCALES}`,
      parameters: CandidateProfileSchema,
      execute: (input, language) =>
        withArguments(parseProfile(input), (profile) => {
          const asOf = today();
          const score = scoreProfile(profile, { asOf });
          return {
            result: {
              asOf,
              ruleSet: score.ruleSet.id,
              // Issue 22: an answer with a score says "Rules in force since DD/MM/YYYY, checked DD/MM/YYYY".
              rulesInForceSince: score.ruleSet.effectiveFrom,
              rulesCheckedOn: score.ruleSet.checkedOn,
              grandtotal: score.grandtotal,
              core_factors: score.core_factors,
              spouse_factors: score.spouse_factors,
              skill_factors: score.skill_factors,
              bonus_factors: score.bonus_factors,
              scoredWithSpouse: score.isWithSpouse,
              lines: score.lines,
            },
            sources: pages(['crs-overview'], language),
          };
        }),
    },
    check_eligibility: {
      description: `Which Express Entry programs (FSW, CEC, FST) a profile meets and which category-based selection categories in force can invite it, each with reason codes. The profile of score_profile plus work experience by NOC 2021 unit group (5 digits, full-time months), a job offer's NOC, settlement funds in CAD and family size. ${LANGUAGE_SCALES}`,
      parameters: EligibilityProfileSchema,
      execute: (input, language) =>
        withArguments(parseEligibilityProfile(input), (profile) => ({
          result: assessEligibility(profile, today()),
          sources: pages(
            [
              'federal-skilled-worker-program',
              'canadian-experience-class',
              'federal-skilled-trades-program',
              'category-based-selection',
            ],
            language,
          ),
        })),
    },
    find_occupations: {
      description:
        'The NOC 2021 unit groups that best match a job title, best first: code, English and Vietnamese titles, TEER, the programs its work counts for, and the ids of the categories in force whose lists hold it.',
      parameters: OccupationQuerySchema,
      execute: (input, language) =>
        withArguments(parseWithSchema(OccupationQuerySchema, input), ({ title }) => {
          const asOf = today();
          const occupations = searchOccupations(title, { language, limit: OCCUPATIONS_SHOWN }).map((match) =>
            getOccupation(match.code, asOf),
          );
          return {
            result: { occupations },
            sources: occupations.length
              ? pages(['noc-teer-skilled-work', 'category-based-selection'], language)
              : [],
          };
        }),
    },
    recent_rounds: {
      description:
        "The latest Express Entry round of each kind (general, CEC, PNP, French, occupation categories…) in the past 12 months, from MapleBridge's draws table: round number, date, lowest score invited and invitations. A person is invited only in rounds they are eligible for; never predict a cut-off.",
      parameters: NoArgumentsSchema,
      execute: async (_input, language) => {
        const latest = latestOfEachKind(await rounds(), today());
        return {
          result: { rounds: latest },
          sources: latest.length
            ? pages(['rounds-of-invitations', 'category-based-selection'], language)
            : [],
        };
      },
    },
    search_knowledge: {
      description:
        "Passages of MapleBridge's knowledge base, written from official IRCC pages, that match a query: title, section, official url, date reviewed and text. Cite the url of any passage you use.",
      parameters: KnowledgeQuerySchema,
      execute: (input, language) =>
        withArguments(parseWithSchema(KnowledgeQuerySchema, input), ({ query, language: asked }) => {
          const found = retriever.search(query, asked ?? language, PASSAGES_SHOWN);
          return {
            result: {
              passages: found.map(({ passage }) => ({
                title: passage.document.title,
                section: passage.heading,
                url: passage.document.source,
                reviewed: passage.document.reviewed,
                text: clip(passage.text),
              })),
            },
            sources: found.map(({ passage }) => toSource(passage.document)),
          };
        }),
    },
  };

  const failure = (error: string, message: string): ToolResult => ({
    content: JSON.stringify({ error, message }),
    sources: [],
  });

  return {
    definitions: Object.entries(tools).map(
      ([name, tool]): ToolDefinition => ({
        type: 'function',
        function: { name, description: tool.description, parameters: parametersOf(tool.parameters) },
      }),
    ),
    /**
     * Runs one call as the model wrote it. Never throws: an unknown tool, arguments that are not
     * JSON or not valid, or a failure inside a tool become an error result the model can read.
     */
    async run(name: string, rawArguments: string, language: Language): Promise<ToolResult> {
      const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
      if (!tool)
        return failure(
          'unknownTool',
          `No tool is named ${name}; use one of ${Object.keys(tools).join(', ')}.`,
        );
      const input = readArguments(rawArguments);
      if (input === undefined) return failure('invalidArguments', 'The arguments must be one JSON object.');
      try {
        const { result, sources } = await tool.execute(input, language);
        return { content: bounded(result), sources };
      } catch (error) {
        return failure('toolFailed', (error as Error).message);
      }
    },
  };
}

export type ModelTools = ReturnType<typeof createModelTools>;
