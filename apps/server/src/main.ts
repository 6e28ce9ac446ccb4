import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createEmbeddedDatabaseApart } from './db/create-apart.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) await createEmbeddedDatabaseApart(config.dataDir);
  const app = await buildApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(
        `Port ${config.port} on ${config.host} is already in use: stop that program or set PORT.`,
      );
    }
    throw error;
  }
  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    await app.shutdown();
  });
}

/** A start-up problem a person can fix; printed as a plain message, not a stack trace. */
class StartupError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('MapleBridge failed to start:', error);
  }
  process.exit(1);
});
