import { and, count, eq, inArray, isNotNull, like, lt, notInArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, union } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { type ImageRow, images, news, slides, users } from '#db/schema/index.ts';

/** An uploaded file's name where a profile, an article or a slide points at it. */
const FILE_NAME_PATTERN = '[a-f0-9]{32}\\.(?:png|jpg|webp)';
const URL_PART = '/api/images/';

export function createImagesRepository(db: Database) {
  return {
    async create(image: typeof images.$inferInsert): Promise<ImageRow> {
      const [row] = await db.insert(images).values(image).returning();
      return row as ImageRow;
    },

    /**
     * Stores the image unless its owner would then keep more than `quota` allows (null then). The
     * owner's row is locked first, so that concurrent uploads, on any replica, are counted one
     * after the other.
     */
    async createWithinQuota(
      image: typeof images.$inferInsert,
      quota: { images: number; bytes: number },
    ): Promise<ImageRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, image.ownerId)).for('update');
        const [usage] = await tx
          .select({
            images: count(),
            bytes: sql<number>`coalesce(sum(${images.sizeBytes}), 0)`.mapWith(Number),
          })
          .from(images)
          .where(eq(images.ownerId, image.ownerId));
        if ((usage?.images ?? 0) + 1 > quota.images || (usage?.bytes ?? 0) + image.sizeBytes > quota.bytes)
          return null;
        const [row] = await tx.insert(images).values(image).returning();
        return row as ImageRow;
      });
    },

    async countByOwner(ownerId: string): Promise<number> {
      const [row] = await db.select({ images: count() }).from(images).where(eq(images.ownerId, ownerId));
      return row?.images ?? 0;
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

    /**
     * Deletes up to `limit` images uploaded before `uploadedBefore` that no member's avatar, no
     * article (its picture or an image in its text, drafts included) and no slide points at, and
     * answers their file names. `SKIP LOCKED`: replicas sweeping at once delete each row once.
     */
    async deleteUnused(uploadedBefore: Date, limit: number): Promise<string[]> {
      const linked = `%${URL_PART}%`;
      const fileNameIn = (column: AnyPgColumn) =>
        sql<string>`substring(${column} from ${FILE_NAME_PATTERN})`.as('file_name');
      const referenced = union(
        db
          .select({ fileName: fileNameIn(users.avatarUrl) })
          .from(users)
          .where(like(users.avatarUrl, linked)),
        db
          .select({ fileName: fileNameIn(news.imageUrl) })
          .from(news)
          .where(like(news.imageUrl, linked)),
        db
          .select({
            fileName:
              sql<string>`(regexp_matches(${news.content}, ${`${URL_PART}(${FILE_NAME_PATTERN})`}, 'g'))[1]`.as(
                'file_name',
              ),
          })
          .from(news)
          .where(like(news.content, linked)),
        db
          .select({ fileName: fileNameIn(slides.imageUrl) })
          .from(slides)
          .where(like(slides.imageUrl, linked)),
      ).as('referenced');
      const unused = db
        .select({ id: images.id })
        .from(images)
        .where(
          and(
            lt(images.createdAt, uploadedBefore),
            notInArray(
              images.fileName,
              db
                .select({ fileName: referenced.fileName })
                .from(referenced)
                .where(isNotNull(referenced.fileName)),
            ),
          ),
        )
        .orderBy(images.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const deleted = await db
        .delete(images)
        .where(inArray(images.id, unused))
        .returning({ fileName: images.fileName });
      return deleted.map((row) => row.fileName);
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
