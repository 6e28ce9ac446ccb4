import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type ImageRow, images } from '#db/schema/index.ts';

export function createImagesRepository(db: Database) {
  return {
    async create(image: typeof images.$inferInsert): Promise<ImageRow> {
      const [row] = await db.insert(images).values(image).returning();
      return row as ImageRow;
    },
    async findByFileName(fileName: string): Promise<ImageRow | undefined> {
      const [row] = await db.select().from(images).where(eq(images.fileName, fileName));
      return row;
    },
    async findByOwner(ownerId: string): Promise<ImageRow[]> {
      return db.select().from(images).where(eq(images.ownerId, ownerId)).orderBy(images.createdAt);
    },
    async delete(id: string) {
      await db.delete(images).where(eq(images.id, id));
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
