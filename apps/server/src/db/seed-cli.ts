/**
 * `npm run db:seed`: migrates the configured database, then loads the demo content (tags,
 * articles, slides) when it holds no article yet.
 */
import { loadConfig } from '../config.ts';
import { seedDemoContent } from '../modules/news/demo-content.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const seeded = await seedDemoContent(database.db, config.contentDir);
  console.log(
    seeded
      ? `Database migrated; loaded ${seeded.articles} demo articles with their tags and slides.`
      : 'Database migrated; it already holds articles, so no demo content was loaded.',
  );
} finally {
  await database.close();
}
