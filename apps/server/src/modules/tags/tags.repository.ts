import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { rowsById } from '#db/rows-by-id.ts';
import { type TagRow, tags } from '#db/schema/index.ts';

export type TagWrite = Pick<TagRow, 'name' | 'descriptionVn' | 'descriptionEn'>;

export function createTagsRepository(db: Database) {
  return {
    list(): Promise<TagRow[]> {
      return db.select().from(tags).orderBy(asc(tags.id));
    },
    async findById(id: number): Promise<TagRow | undefined> {
      const [row] = await db.select().from(tags).where(eq(tags.id, id));
      return row;
    },
    /** The ids among `ids` that name an existing tag. */
    async existingIds(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
      return new Set(rows.map((row) => row.id));
    },
    /** The tag of this name, created when missing (an existing one keeps its descriptions). */
    async ensure(tag: TagWrite): Promise<TagRow> {
      await db.insert(tags).values(tag).onConflictDoNothing({ target: tags.name });
      const [row] = await db.select().from(tags).where(eq(tags.name, tag.name));
      return row as TagRow;
    },
    ...rowsById<typeof tags, TagWrite>(db, tags),
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;
