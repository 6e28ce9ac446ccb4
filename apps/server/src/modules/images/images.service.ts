import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UserRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import { ADMIN } from '../auth/auth.service.ts';
import { CONTENT_TYPE_BY_EXTENSION, detectImageType } from './image-types.ts';
import type { ImagesRepository } from './images.repository.ts';
import { toWebp } from './to-webp.ts';

export const IMAGE_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
export const IMAGE_URL_PREFIX = '/api/images/';

export interface UploadQuota {
  images: number;
  bytes: number;
}

/** Rows deleted per statement by the sweep: a short lock, and replicas share a large backlog. */
const SWEEP_BATCH = 200;

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${+(bytes / 1024).toFixed(1)} KB`;

/**
 * Stores uploads under DATA_DIR/uploads with random names, as WebP (to-webp.ts; files kept before that
 * are served as they are); only their owner may delete them. A member keeps at most `quota` (staff,
 * who upload the articles' and slides' pictures, are not counted); what nothing uses goes once old.
 */
export function createImagesService(repository: ImagesRepository, uploadsDir: string, quota: UploadQuota) {
  const quotaExceeded = () =>
    new AppError(
      'images.quotaExceeded',
      `You have reached your upload limit of ${quota.images} images or ${formatBytes(quota.bytes)}. ` +
        'Pictures no profile or article uses are removed a day after their upload; try again then.',
    );

  return {
    async save(owner: UserRow, bytes: Buffer): Promise<string> {
      if (!detectImageType(bytes))
        throw new AppError('images.unsupportedType', 'Only PNG, JPEG and WebP images are accepted.');
      const isCounted = owner.userType !== ADMIN;
      // Checked again when stored; this spares the decoding of an image that cannot be kept.
      if (isCounted && (await repository.countByOwner(owner.id)) >= quota.images) throw quotaExceeded();
      const webp = await toWebp(bytes);
      const fileName = `${randomBytes(16).toString('hex')}.webp`;
      const filePath = path.join(uploadsDir, fileName);
      await fs.mkdir(uploadsDir, { recursive: true });
      await fs.writeFile(filePath, webp, { flag: 'wx' });
      const image = { ownerId: owner.id, fileName, contentType: 'image/webp', sizeBytes: webp.length };
      try {
        const stored = isCounted
          ? await repository.createWithinQuota(image, quota)
          : await repository.create(image);
        if (!stored) throw quotaExceeded();
      } catch (error) {
        await fs.rm(filePath, { force: true });
        throw error;
      }
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

    /**
     * Deletes the images uploaded before `uploadedBefore` that no avatar, article or slide uses, rows
     * then files; answers how many. Safe on several replicas at once (each row goes to one of them).
     */
    async sweepUnused(uploadedBefore: Date): Promise<number> {
      let removed = 0;
      for (;;) {
        const fileNames = await repository.deleteUnused(uploadedBefore, SWEEP_BATCH);
        for (const fileName of fileNames) await fs.rm(path.join(uploadsDir, fileName), { force: true });
        removed += fileNames.length;
        if (fileNames.length < SWEEP_BATCH) return removed;
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
