import fs from 'node:fs';
import { loadConfig } from '#config.ts';
import type { RecentRound } from '#modules/chat/chances.ts';
import { loadOfflineAssistant } from '#modules/chat/create-chat.ts';
import { categoryOf } from '#modules/draws/draw-category.ts';
import { roundsFile } from '#modules/draws/draws-data.ts';
import { parseRounds } from '#modules/draws/parse-rounds.ts';
import { loadTranslationCatalog } from '#modules/translations/translations.service.ts';

type Options = Omit<Parameters<typeof loadOfflineAssistant>[1], 'catalog'>;

/** The web's translations, which the assistant's answers use for factor and category names. */
export const testCatalog = () => loadTranslationCatalog(loadConfig({ NODE_ENV: 'test' }).localesDir);

/** The offline assistant over the committed knowledge base and the web's translations. */
export function loadTestAssistant(options: Options = {}) {
  const config = loadConfig({ NODE_ENV: 'test' });
  return loadOfflineAssistant(config.knowledgeDir, {
    catalog: testCatalog(),
    ...options,
  });
}

/**
 * The last three rounds of each category up to `today`, from the committed rounds file: what the
 * draws summary gives the assistant in the app.
 */
export function lastRounds(today: string): RecentRound[] {
  const config = loadConfig({ NODE_ENV: 'test' });
  const perCategory = new Map<string, RecentRound[]>();
  const rounds = parseRounds(fs.readFileSync(roundsFile(config.contentDir), 'utf8'))
    .filter((round) => round.date <= today)
    .sort((a, b) => b.date.localeCompare(a.date) || Number(b.number) - Number(a.number));
  for (const { name, number, date, lowestScore, invitations, category = categoryOf(name) } of rounds) {
    const kept = perCategory.get(category) ?? [];
    if (kept.length < 3)
      perCategory.set(category, [...kept, { category, number, date, lowestScore, invitations }]);
  }
  return [...perCategory.values()].flat();
}
