/**
 * The assistant's retrieval over the knowledge base: how long finding the passages for a question
 * takes (every golden question, many times), and composing the whole offline answer.
 */
import { loadConfig } from '#config.ts';
import { loadOfflineAssistant } from '#modules/chat/create-chat.ts';
import { GOLDEN_QUESTIONS } from '#modules/chat/golden-questions.ts';
import { loadTranslationCatalog } from '#modules/translations/translations.service.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'b'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  METRICS_TOKEN: 'chat-bench-metrics-token',
});

const loadStart = performance.now();
const {
  knowledge,
  retriever,
  offline: assistant,
} = loadOfflineAssistant(config.knowledgeDir, {
  catalog: loadTranslationCatalog(config.localesDir),
});
const loadMs = performance.now() - loadStart;

const percentile = (sorted: number[], p: number) => sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0;

async function time(label: string, run: (question: (typeof GOLDEN_QUESTIONS)[number]) => unknown) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const item of GOLDEN_QUESTIONS) {
      const start = performance.now();
      await run(item);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} ${samples.length} runs: p50 ${percentile(samples, 50).toFixed(3)} ms, p95 ${percentile(samples, 95).toFixed(3)} ms, p99 ${percentile(samples, 99).toFixed(3)} ms`,
  );
}

console.log(
  `\nMapleBridge assistant bench: ${knowledge.documents.length} documents, ${knowledge.passages.length} passages, indexed in ${loadMs.toFixed(0)} ms`,
);
await time('retrieval (top 10 passages)', ({ question, language }) =>
  retriever.search(question, language, 10),
);
await time('offline answer (composed)', ({ question, language }) => assistant.answer(question, language));
