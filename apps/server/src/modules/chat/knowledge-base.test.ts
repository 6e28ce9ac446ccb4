import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';
import { makeTempDir } from '#test/test-server.ts';
import { loadKnowledgeBase, parseFrontMatter, toPassages } from './knowledge-base.ts';

const { knowledgeDir } = loadConfig({ NODE_ENV: 'test' });

describe('the committed knowledge base', () => {
  const knowledge = loadKnowledgeBase(knowledgeDir);
  const slugs = (language: string) =>
    knowledge.documents.filter((document) => document.language === language).map((document) => document.slug);

  it('holds at least 40 documents in each language, on the same topics', () => {
    expect(slugs('vi').length).toBeGreaterThanOrEqual(40);
    expect(slugs('en').length).toBeGreaterThanOrEqual(40);
    expect(slugs('vi')).toEqual(slugs('en'));
  });

  it('cites an official page in every document, checked on a real date, with the same topics in both languages', () => {
    for (const document of knowledge.documents) {
      expect(document.source).toMatch(
        /^https:\/\/(www\.canada\.ca|ircc\.canada\.ca|laws-lois\.justice\.gc\.ca)\//,
      );
      expect(Date.parse(document.reviewed)).not.toBeNaN();
      const twin = knowledge.documents.find(
        (other) => other.slug === document.slug && other.language !== document.language,
      );
      expect(twin?.topics, document.slug).toEqual(document.topics);
    }
  });

  it('says job-offer points are 0 since 25 March 2025 where it covers them', () => {
    const byLanguage = Object.fromEntries(
      knowledge.documents
        .filter((document) => document.slug === 'job-offer-points-removed')
        .map((document) => [document.language, document.body]),
    );
    expect(byLanguage.en).toMatch(/25 March 2025/);
    expect(byLanguage.vi).toMatch(/25\/03\/2025/);
  });
});

describe('reading knowledge files', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const write = (files: Record<string, string>) => {
    const dir = makeTempDir('mb-knowledge-');
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
  const FRONT = (overrides = '') =>
    `---\ntitle: "Proof of funds: \\"how much\\""\nlanguage: en\nsource: https://www.canada.ca/en/x.html\nreviewed: 2026-11-22\ntopics: [funds, money]\n${overrides}---\n`;

  it('parses quoted titles, lists and splits the body at its ## headings', () => {
    const parsed = parseFrontMatter(
      `${FRONT()}Intro line.\n\n## First\nOne.\n\n## Second\nTwo.\n\nOfficial page: https://www.canada.ca/en/x.html\n`,
    );
    expect(parsed?.data).toMatchObject({ title: 'Proof of funds: "how much"', topics: ['funds', 'money'] });
    const dir = write({ 'en/funds.md': `${FRONT()}Intro line.\n\n## First\nOne.\n\n## Second\nTwo.\n` });
    const { documents, passages } = loadKnowledgeBase(dir);
    expect(documents[0]?.slug).toBe('funds');
    expect(passages.map(({ heading, text }) => [heading, text])).toEqual([
      ['', 'Intro line.'],
      ['First', 'One.'],
      ['Second', 'Two.'],
    ]);
    const [document] = documents;
    if (!document) throw new Error('no document');
    expect(toPassages({ ...document, body: 'Official page: https://x' })).toEqual([]);
  });

  it('refuses to start on a file with missing or wrong front matter, naming the file', () => {
    expect(() => loadKnowledgeBase(write({ 'en/bare.md': 'No front matter' }))).toThrow(
      /bare\.md: no front matter/,
    );
    expect(() =>
      loadKnowledgeBase(
        write({
          'en/blog.md': FRONT().replace('https://www.canada.ca/en/x.html', 'https://blog.example.com/x'),
        }),
      ),
    ).toThrow(/blog\.md: source: must be an official/);
    expect(() => loadKnowledgeBase(write({ 'vi/wrong.md': FRONT() }))).toThrow(
      /wrong\.md: language is en but the file is in vi/,
    );
    expect(() =>
      loadKnowledgeBase(write({ 'en/date.md': FRONT().replace('2026-11-22', 'last week') })),
    ).toThrow(/date\.md: reviewed/);
  });
});
