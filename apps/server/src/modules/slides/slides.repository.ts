import { asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { rowsById } from '#db/rows-by-id.ts';
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
    ...rowsById<typeof slides, SlideWrite>(db, slides),
  };
}

export type SlidesRepository = ReturnType<typeof createSlidesRepository>;
