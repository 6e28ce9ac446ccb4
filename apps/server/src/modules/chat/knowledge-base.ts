import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@maplebridge/contracts';
import { z } from 'zod';

/** Official pages only: the assistant cites IRCC and the Justice Laws site, never a blog. */
const OFFICIAL_SOURCE = /^https:\/\/(www\.canada\.ca|laws-lois\.justice\.gc\.ca|ircc\.canada\.ca)\//;

export const KnowledgeFrontMatterSchema = z.object({
  title: z.string().min(1),
  language: z.enum(LANGUAGES),
  source: z.url().regex(OFFICIAL_SOURCE, 'must be an official canada.ca or justice.gc.ca page'),
  reviewed: z.iso.date(),
  topics: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
});

export interface KnowledgeDocument extends z.infer<typeof KnowledgeFrontMatterSchema> {
  /** The file name without `.md`; the same slug in `vi/` and `en/` is the same topic. */
  slug: string;
  body: string;
}

/** One `##` section of a document: what retrieval ranks and answers quote. */
export interface Passage {
  id: string;
  document: KnowledgeDocument;
  heading: string;
  text: string;
}

export interface KnowledgeBase {
  documents: KnowledgeDocument[];
  passages: Passage[];
}

/** The small YAML subset the knowledge files use: `key: value`, quoted strings and `[a, b]` lists. */
export function parseFrontMatter(source: string): { data: Record<string, unknown>; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return null;
  const data: Record<string, unknown> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const field = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line.trim());
    if (!field) continue;
    const [, key = '', raw = ''] = field;
    data[key] = raw.startsWith('[') ? parseList(raw) : unquote(raw);
  }
  return { data, body: match[2] ?? '' };
}

const unquote = (value: string) => {
  const trimmed = value.trim();
  return /^(["']).*\1$/.test(trimmed) ? trimmed.slice(1, -1).replace(/\\"/g, '"') : trimmed;
};

const parseList = (value: string) =>
  value
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map(unquote)
    .filter(Boolean);

/** Splits a body at its `##` headings; the text before the first heading is the overview. */
export function toPassages(document: KnowledgeDocument): Passage[] {
  const passages: Passage[] = [];
  let heading = '';
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text)
      passages.push({
        id: `${document.language}/${document.slug}#${passages.length}`,
        document,
        heading,
        text,
      });
  };
  for (const line of document.body.split(/\r?\n/)) {
    const sectionHeading = /^##\s+(.+)$/.exec(line);
    if (sectionHeading) {
      flush();
      heading = sectionHeading[1]?.trim() ?? '';
      lines = [];
    } else if (!/^(Official page|Trang chính thức):/i.test(line.trim())) {
      lines.push(line);
    }
  }
  flush();
  return passages;
}

/**
 * Reads `<dir>/<language>/*.md`. A file with bad front matter stops the start-up with its name:
 * the assistant must never cite a page nobody checked.
 */
export function loadKnowledgeBase(dir: string): KnowledgeBase {
  const documents: KnowledgeDocument[] = [];
  for (const language of LANGUAGES) {
    const languageDir = path.join(dir, language);
    if (!fs.existsSync(languageDir)) continue;
    for (const file of fs
      .readdirSync(languageDir)
      .filter((name) => name.endsWith('.md'))
      .sort()) {
      const filePath = path.join(languageDir, file);
      documents.push(readDocument(filePath, language));
    }
  }
  return { documents, passages: documents.flatMap(toPassages) };
}

function readDocument(filePath: string, language: Language): KnowledgeDocument {
  const parsed = parseFrontMatter(fs.readFileSync(filePath, 'utf8'));
  if (!parsed) throw new Error(`${filePath}: no front matter (--- … ---) at the top`);
  const frontMatter = KnowledgeFrontMatterSchema.safeParse(parsed.data);
  if (!frontMatter.success) {
    const problems = frontMatter.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${filePath}: ${problems.join('; ')}`);
  }
  if (frontMatter.data.language !== language) {
    throw new Error(`${filePath}: language is ${frontMatter.data.language} but the file is in ${language}/`);
  }
  return { ...frontMatter.data, slug: path.basename(filePath, '.md'), body: parsed.body };
}
