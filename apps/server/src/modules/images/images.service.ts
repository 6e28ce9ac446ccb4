import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import { CONTENT_TYPE_BY_EXTENSION, detectImageType } from './image-types.ts';
import type { ImagesRepository } from './images.repository.ts';
import { toWebp } from './to-webp.ts';

export const IMAGE_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
export const IMAGE_URL_PREFIX = '/api/images/';

/**
 * Stores uploads under DATA_DIR/uploads with random names, as WebP (to-webp.ts; files kept before that
 * are served as they are); only their owner may delete them.
 */
export function createImagesService(repository: ImagesRepository, uploadsDir: string) {
  return {
    async save(owner: UserRow, bytes: Buffer): Promise<string> {
      if (!detectImageType(bytes))
        throw new AppError('images.unsupportedType', 'Only PNG, JPEG and WebP images are accepted.');
      const webp = await toWebp(bytes);
      const fileName = `${randomBytes(16).toString('hex')}.webp`;
      await fs.mkdir(uploadsDir, { recursive: true });
      await fs.writeFile(path.join(uploadsDir, fileName), webp, { flag: 'wx' });
      await repository.create({
        ownerId: owner.id,
        fileName,
        contentType: 'image/webp',
        sizeBytes: webp.length,
      });
      return `${IMAGE_URL_PREFIX}${fileName}`;
    },

    async read(fileName: string): Promise<{ bytes: Buffer; contentType: string }> {
      const extension = IMAGE_FILE_NAME.exec(fileName)?.[1];
      if (!extension || !(await repository.findByFileName(fileName)))
        throw new AppError('images.notFound', 'Image not found.');
      const bytes = await fs.readFile(path.join(uploadsDir, fileName));
      return { bytes, contentType: CONTENT_TYPE_BY_EXTENSION[extension] as string };
    },

    async listOwn(owner: UserRow) {
      const rows = await repository.findByOwner(owner.id);
      return rows.map((row) => ({
        url: `${IMAGE_URL_PREFIX}${row.fileName}`,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** The files of a deleted account (its rows go with the user, by cascade). */
    async removeFilesOf(owner: UserRow) {
      for (const row of await repository.findByOwner(owner.id)) {
        await fs.rm(path.join(uploadsDir, row.fileName), { force: true });
      }
    },

    /** Deletes by the URL the upload answered (or any URL ending in its file name). */
    async deleteByUrl(actor: UserRow, url: string): Promise<void> {
      const fileName = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
      const image = IMAGE_FILE_NAME.test(fileName) ? await repository.findByFileName(fileName) : undefined;
      if (!image) throw new AppError('images.notFound', 'Image not found.');
      if (image.ownerId !== actor.id)
        throw new AppError('auth.forbidden', 'You may delete only images you uploaded.');
      await repository.delete(image.id);
      await fs.rm(path.join(uploadsDir, fileName), { force: true });
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
