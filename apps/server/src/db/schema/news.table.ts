import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.ts';
import { users } from './users.table.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Articles (spec section 3, News item). `searchVector` indexes the title (weight A) and the text
 * of the preview and content (weight B) after folding Vietnamese diacritics in the application,
 * so `dinh cu` and `định cư` meet in the same GIN index on PostgreSQL and PGlite alike.
 */
export const news = pgTable(
  'news',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    previewContent: text().notNull().default(''),
    /** Sanitised HTML. */
    content: text().notNull().default(''),
    imageUrl: text().notNull().default(''),
    author: text().notNull().default(''),
    language: text({ enum: ['vi', 'en'] })
      .notNull()
      .default('vi'),
    publishDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isPublished: boolean().notNull().default(false),
    viewCount: integer().notNull().default(0),
    sourceUrl: text(),
    /** The feed entry an import created it from; imports skip ids they have seen. */
    sourceId: text(),
    /**
     * The same story in the other language (issue 22). Both twins name each other; the news service
     * links and unlinks a pair in one transaction.
     */
    twinId: uuid().references((): AnyPgColumn => news.id, { onDelete: 'set null' }),
    /** Set when publishing first notified the members, so a re-publish does not notify twice. */
    notifiedAt: timestamp({ withTimezone: true }),
    searchVector: tsvector().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Ascending on purpose: read backwards they serve `desc, desc` (newest, most viewed) with the
    // default NULLS FIRST, which a `DESC NULLS LAST` index cannot.
    index('news_published_at_idx').on(table.isPublished, table.publishDate, table.id),
    index('news_published_views_at_idx').on(table.isPublished, table.viewCount, table.id),
    index('news_search_idx').using('gin', table.searchVector),
    uniqueIndex('news_twin_idx').on(table.twinId).where(sql`${table.twinId} is not null`),
    uniqueIndex('news_source_id_idx').on(table.sourceId).where(sql`${table.sourceId} is not null`),
  ],
);

/** Keyword tags (spec: id, name, descriptionVN, descriptionEN); `recommended` marks recommended news. */
export const tags = pgTable('tags', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  descriptionVn: text().notNull(),
  descriptionEn: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const newsTags = pgTable(
  'news_tags',
  {
    newsId: belongsTo(() => news.id),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.newsId, table.tagId] }),
    index('news_tags_tag_idx').on(table.tagId),
  ],
);

export const savedNews = pgTable(
  'saved_news',
  {
    userId: belongsTo(() => users.id),
    newsId: belongsTo(() => news.id),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.newsId] }),
    index('saved_news_news_idx').on(table.newsId),
  ],
);

export type NewsRow = typeof news.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
