/**
 * The image formats we accept, recognised by their structure, never by the file name or the type a
 * browser sent: a first chunk, header or segment list that holds together, and the end the format
 * requires. A text, an HTML page or a truncated file behind a valid signature is refused.
 */
const FORMATS = [
  { contentType: 'image/png', extension: 'png', matches: isPng },
  { contentType: 'image/jpeg', extension: 'jpg', matches: isJpeg },
  { contentType: 'image/webp', extension: 'webp', matches: isWebp },
] as const;

export type ImageType = { contentType: string; extension: string };

export function detectImageType(bytes: Buffer): ImageType | null {
  const match = FORMATS.find((format) => format.matches(bytes));
  return match ? { contentType: match.contentType, extension: match.extension } : null;
}

export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** The signature, an IHDR of 13 bytes with a size, and the IEND chunk last. */
function isPng(b: Buffer) {
  return (
    b.length >= 8 + 25 + 12 &&
    b.subarray(0, 8).equals(PNG_SIGNATURE) &&
    b.readUInt32BE(8) === 13 &&
    b.toString('latin1', 12, 16) === 'IHDR' &&
    b.readUInt32BE(16) > 0 &&
    b.readUInt32BE(20) > 0 &&
    b.subarray(b.length - 12).equals(PNG_END)
  );
}

/**
 * Start of image, then segments whose lengths chain up to a frame header (SOFn) and the start of
 * scan, then an end-of-image marker somewhere after it (cameras may append bytes past it).
 */
function isJpeg(b: Buffer) {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let offset = 2;
  let hasFrame = false;
  while (offset + 4 <= b.length) {
    if (b[offset] !== 0xff) return false;
    const marker = b[offset + 1] as number;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0x00) return false;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = b.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > b.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      hasFrame = hasFrame || (length >= 8 && b.readUInt16BE(offset + 7) > 0);
    }
    if (marker === 0xda) {
      const scanData = b.subarray(offset + 2 + length);
      return hasFrame && scanData.includes(Buffer.from([0xff, 0xd9]));
    }
    offset += 2 + length;
  }
  return false;
}

/** A RIFF container whose size fits the file, of type WEBP, with a VP8, VP8L or VP8X chunk that fits. */
function isWebp(b: Buffer) {
  if (b.length < 20 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP')
    return false;
  const riffSize = b.readUInt32LE(4);
  const chunk = b.toString('latin1', 12, 16);
  const chunkSize = b.readUInt32LE(16);
  return (
    riffSize + 8 <= b.length &&
    riffSize >= 12 &&
    ['VP8 ', 'VP8L', 'VP8X'].includes(chunk) &&
    chunkSize > 0 &&
    20 + chunkSize <= riffSize + 8
  );
}
