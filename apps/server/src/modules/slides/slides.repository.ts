import { asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type SlideRow, slides } from '#db/schema/index.ts';

export type SlideWrite = Omit<typeof slides.$inferInsert, 'id' | 'createdAt'>;

export function createSlidesRepository(db: Database) {
  return {
    /** In display order; only active ones unless `includeInactive`. */
    list(includeInactive = false): Promise<SlideRow[]> {
      return db
        .select()
        .from(slides)
        .where(includeInactive ? undefined : eq(slides.active, true))
        .orderBy(asc(slides.sortOrder), asc(slides.id));
    },
    async create(slide: SlideWrite): Promise<SlideRow> {
      const [row] = await db.insert(slides).values(slide).returning();
      return row as SlideRow;
    },
    async update(id: number, slide: SlideWrite): Promise<SlideRow | undefined> {
      const [row] = await db.update(slides).set(slide).where(eq(slides.id, id)).returning();
      return row;
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(slides).where(eq(slides.id, id)).returning({ id: slides.id });
      return rows.length > 0;
    },
  };
}

export type SlidesRepository = ReturnType<typeof createSlidesRepository>;
