/**
 * `npm run news:import -- <file or URL> [--language vi|en] [--author NAME]`: adds the entries of an
 * RSS or Atom feed as draft articles, skipping entries imported before.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '#config.ts';
import { openDatabase } from '#db/client.ts';
import { importFeed } from './import-feed.ts';
import { createNewsRepository } from './news.repository.ts';
import { FeedFormatError, parseFeed } from './parse-feed.ts';

const MAX_FEED_BYTES = 10 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;

async function readSource(source: string): Promise<string> {
  if (!/^https?:\/\//i.test(source)) return fs.readFileSync(source, 'utf8');
  const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new Error(`${source} is larger than ${MAX_FEED_BYTES} bytes`);
  return text;
}

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run news:import -- <feed file or URL> [--language vi|en] [--author NAME]`,
  );
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { language: { type: 'string' }, author: { type: 'string' } },
});
const [source] = positionals;
if (!source) usage('Name a feed file or URL.');
if (values.language !== undefined && values.language !== 'vi' && values.language !== 'en')
  usage('--language is vi or en.');

let text: string;
try {
  text = await readSource(source);
} catch (error) {
  usage(`Cannot read the feed: ${(error as Error).message}`);
}
let feed: ReturnType<typeof parseFeed>;
try {
  feed = parseFeed(text);
} catch (error) {
  if (error instanceof FeedFormatError) usage(error.message);
  throw error;
}
if (!feed.language && !values.language) usage('The feed states no vi or en language; pass --language.');

const database = await openDatabase(loadConfig());
try {
  const { created, skipped } = await importFeed(createNewsRepository(database.db), feed, {
    language: values.language as 'vi' | 'en' | undefined,
    author: values.author,
  });
  console.log(`Imported ${created} new draft articles; skipped ${skipped} imported before.`);
} finally {
  await database.close();
}
