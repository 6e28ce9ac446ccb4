/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file>`: the configured database (`DATABASE_URL`,
 * or the embedded one in `DATA_DIR`, which must not be in use by a server), the uploaded images and
 * the generated JWT secret of `DATA_DIR` (backup.ts).
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';

const [command, fileArgument] = process.argv.slice(2);
const config = loadConfig();
const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

try {
  if (command === 'backup') {
    const file = fileArgument ?? path.join(config.dataDir, 'backups', `maplebridge-${stamp}.tar.gz`);
    await backup(target, file);
    console.log(`Backup written to ${file}`);
  } else if (command === 'restore' && fileArgument) {
    await restore(target, fileArgument);
    console.log(`Restored ${fileArgument}`);
  } else {
    console.error('Usage: backup-cli.ts backup [file] | restore <file>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
