/**
 * `npm run draws:import -- <file or URL>`: adds the rounds of IRCC's rounds JSON
 * (https://www.canada.ca/content/dam/ircc/documents/json/ee_rounds_123_en.json) that are not stored yet.
 */
import fs from 'node:fs';
import { loadConfig } from '#config.ts';
import { openDatabase } from '#db/client.ts';
import { listMailsFor } from '../mail/list-mails.ts';
import { createDrawAlerts } from './draw-alerts.ts';
import { createDrawsRepository } from './draws.repository.ts';
import { createDrawsService } from './draws.service.ts';
import { parseRounds, type Round, RoundsFormatError } from './parse-rounds.ts';

const FETCH_TIMEOUT_MS = 20_000;

function fail(message: string): never {
  console.error(`${message}\nUsage: npm run draws:import -- <rounds JSON file or URL>`);
  process.exit(2);
}

const source = process.argv[2];
if (!source) fail('Name a rounds JSON file or URL.');

let rounds: Round[];
try {
  const text = /^https?:\/\//i.test(source)
    ? await (await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })).text()
    : fs.readFileSync(source, 'utf8');
  rounds = parseRounds(text);
} catch (error) {
  if (error instanceof RoundsFormatError) fail(`Not IRCC's rounds JSON: ${error.message}`);
  fail(`Cannot read the rounds: ${(error as Error).message}`);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  // Alert mails wait in the outbox for the server's worker.
  const service = createDrawsService(
    createDrawsRepository(database.db),
    createDrawAlerts({ db: database.db, listMails: listMailsFor(config) }),
  );
  const { added, skipped, alerted } = await service.importRounds(rounds);
  const newest = added[0];
  console.log(
    `Added ${added.length} new rounds${newest ? ` (newest: #${newest.number} on ${newest.date})` : ''}; ${skipped} were already stored; ${alerted} alerts sent to members.`,
  );
} finally {
  await database.close();
}
