/** `npm run db:migrate`: applies pending migrations to the configured database, then exits. */
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase(config);
await database.close();
console.log(
  `Migrations applied (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}).`,
);
