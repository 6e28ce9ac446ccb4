import { EmptyResponseSchema, envelopeOf } from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#envelope.ts';
import { AppError } from '#errors.ts';
import { signedInMember } from '../auth/member-guard.ts';
import { routeOptions, signedIn } from '../route-options.ts';
import type { ImagesService } from './images.service.ts';
import { readUploadedFile } from './read-upload.ts';

const IMAGE_BYTES = z.string().meta({ format: 'binary' });

export function imagesRoutes(images: ImagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/images/upload',
      routeOptions('images', 'images.upload', {
        summary: 'Upload an image (PNG, JPEG or WebP, 5 MB at most) as multipart field `file`',
        security: signedIn(),
        consumes: ['multipart/form-data'],
        response: envelopeOf(z.object({ downloadUrl: z.string() })),
        uploadFile: {
          field: 'file',
          description: 'The image: PNG, JPEG or WebP, 5 MB at most; it is stored as WebP.',
        },
      }),
      async (request) => {
        const user = signedInMember(request);
        const bytes = await readUploadedFile(request);
        if (!bytes)
          throw new AppError(
            'images.missingFile',
            'Send the image as multipart/form-data in a field named "file".',
          );
        const downloadUrl = await images.save(user, bytes);
        return ok({ downloadUrl }, 'images.upload', 'Uploaded');
      },
    );

    app.get(
      '/images/:fileName',
      {
        config: {
          actionName: 'images.get',
          apiDoc: {
            responses: {
              200: {
                description:
                  'The image’s bytes, cached for a year: a name is random and never given to another image.',
                content: Object.fromEntries(
                  ['image/webp', 'image/png', 'image/jpeg'].map((type) => [type, { schema: IMAGE_BYTES }]),
                ),
              },
            },
          },
        },
        schema: {
          tags: ['images'],
          summary: 'An uploaded image',
          params: z.object({ fileName: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const { bytes, contentType } = await images.read(request.params.fileName);
        return reply
          .type(contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes);
      },
    );

    app.delete(
      '/images/delete-by-url',
      routeOptions('images', 'images.deleteByUrl', {
        summary: 'Delete one of your images by its URL',
        description: 'The URL as `?url=…`, or, as the spec sends it, as the whole query string.',
        security: signedIn(),
        response: EmptyResponseSchema,
      }),
      async (request) => {
        const user = signedInMember(request);
        const query = request.url.slice(request.url.indexOf('?') + 1);
        const url = query.startsWith('url=')
          ? (new URLSearchParams(query).get('url') ?? '')
          : decodeURIComponent(query);
        await images.deleteByUrl(user, url);
        return ok(null, 'images.deleteByUrl', 'Deleted');
      },
    );
  };
}
