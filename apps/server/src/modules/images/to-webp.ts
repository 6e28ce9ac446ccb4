import sharp from 'sharp';
import { AppError } from '#errors.ts';

/** The widest an uploaded image is kept: a full-width cover on a large screen, at 1.3× density. */
export const MAX_IMAGE_WIDTH = 1600;
/** Larger images (in pixels, 50 MP) are refused before they are decoded: no decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An upload as we keep it (issue 10, ADR 018): WebP, at most 1600 px wide, turned upright by its EXIF
 * orientation, and without its metadata (a phone photo's GPS position and camera never leave).
 * An image that does not decode completely is refused as not an image.
 */
export async function toWebp(bytes: Buffer): Promise<Buffer> {
  // The header alone tells the size; a photo too large gets its own answer, not "not an image".
  const { width = 0, height = 0 } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_INPUT_PIXELS)
    throw new AppError('images.tooManyPixels', 'The image is over 50 megapixels.');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('images.unsupportedType', 'The image could not be read.');
  }
}
