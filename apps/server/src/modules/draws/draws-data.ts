import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '#db/client.ts';
import { createDrawsRepository } from './draws.repository.ts';
import { parseRounds } from './parse-rounds.ts';

/** Every round IRCC had published when the file was committed (see apps/server/content/README.md). */
export const roundsFile = (contentDir: string) => path.join(contentDir, 'ee-rounds.json');

/** Fills an empty draws table from the committed rounds: real public facts, in every environment. */
export async function seedDraws(db: Database, contentDir: string): Promise<number> {
  const draws = createDrawsRepository(db);
  if (!(await draws.isEmpty())) return 0;
  return (await draws.addNew(parseRounds(fs.readFileSync(roundsFile(contentDir), 'utf8')))).length;
}
