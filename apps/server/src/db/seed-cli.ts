/**
 * `npm run db:seed`: migrates the configured database, then loads demo content. The news, tags,
 * slides and draws issues bring the first content sets; the foundation has none to load.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase(config);
await database.close();
console.log('Database migrated; no demo content sets exist yet.');
