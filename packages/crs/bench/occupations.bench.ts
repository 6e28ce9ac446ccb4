/**
 * Occupation search latency (goal p95 < 2 ms in-process over all 516 groups and their titles), printed
 * beside a reference measured in the same run: a plain scan of every name for the query's text, which
 * is what search would cost without its index. Run by `npm run bench -w @maplebridge/crs`.
 */

import {
  ENGLISH_OCCUPATION_QUERIES,
  VIETNAMESE_OCCUPATION_QUERIES,
} from '../src/fixtures/occupation-queries.ts';
import examplesEn from '../src/occupations/data/noc-examples-en.json' with { type: 'json' };
import { searchOccupations } from '../src/occupations/search-occupations.ts';
import titlesVi from '../src/occupations/titles-vi.json' with { type: 'json' };
import { SECONDS } from './measure.ts';

const queries = [
  ...VIETNAMESE_OCCUPATION_QUERIES.map(([query]) => ({ query, language: 'vi' as const })),
  ...ENGLISH_OCCUPATION_QUERIES.map(([query]) => ({ query, language: 'en' as const })),
];
const allNames = [
  ...titlesVi.flatMap((title) => [title.titleVi, title.titleEn, ...title.synonymsVi]),
  ...examplesEn.flatMap((entry) => entry.examplesEn),
].map((name) => name.toLowerCase());

function scanNames(query: string): number {
  const text = query.toLowerCase();
  let found = 0;
  for (const name of allNames) if (name.includes(text)) found++;
  return found;
}

/** Times `run` over every query for SECONDS after a warm-up, and prints p50, p95 and the worst. */
function measureLatency(name: string, run: (index: number) => number) {
  let sink = 0;
  for (let i = 0; i < 2_000; i++) sink += run(i % queries.length);
  const times: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  while (performance.now() < deadline) {
    for (let i = 0; i < queries.length; i++) {
      const started = performance.now();
      sink += run(i);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.floor(times.length * share)] as number).toFixed(3);
  console.log(
    `${name.padEnd(34)} p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${(times.at(-1) as number).toFixed(3)} ms   (${times.length.toLocaleString('en-CA')} searches, checksum ${sink % 997})`,
  );
}

console.log(
  `\nOccupation search bench: ${queries.length} job titles (vi and en) over ${allNames.length.toLocaleString('en-CA')} names, ${SECONDS} s each (goal p95 < 2 ms)\n`,
);
measureLatency('scan of every name (reference)', (i) => scanNames(queries[i]?.query as string));
measureLatency('searchOccupations', (i) => {
  const { query, language } = queries[i] as (typeof queries)[number];
  return searchOccupations(query, { language }).length;
});
