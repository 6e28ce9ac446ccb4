/** The image formats we accept, recognised by their first bytes, never by the file name. */
const SIGNATURES = [
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    contentType: 'image/jpeg',
    extension: 'jpg',
    matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export type ImageType = { contentType: string; extension: string };

export function detectImageType(bytes: Buffer): ImageType | null {
  const match = SIGNATURES.find((signature) => signature.matches(bytes));
  return match ? { contentType: match.contentType, extension: match.extension } : null;
}

export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
