import type { FastifyRequest } from 'fastify';
import { AppError } from '#errors.ts';

/**
 * The bytes of the request's uploaded file, or undefined when it carries none. A body that is not
 * well-formed multipart (cut short, no boundary, unfinished headers) is the client's mistake: the
 * parser's plain errors answer 400, its own 4xx (a file over the limit) stay as they are.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file();
    if (!file) return undefined;
    const bytes = await file.toBuffer();
    // toBuffer throws a 413 once the file passes the size limit, but not when the limit is reached
    // on the last chunk it reads: the stream's own flag tells that case.
    if (file.file.truncated) throw new AppError('request.tooLarge', 'The image is larger than 5 MB.');
    return bytes;
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number')
      throw error;
    throw new AppError('request.invalid', 'The upload is not a well-formed multipart/form-data body.');
  }
}
