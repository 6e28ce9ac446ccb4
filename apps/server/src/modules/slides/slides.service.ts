import type { Slide, SlideInputSchema } from '@maplebridge/contracts';
import type { z } from 'zod';
import { AppError } from '#errors.ts';
import { directReads, type PublicReads } from '#public-reads.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import { toSlideDto } from '../news/news-dto.ts';
import type { SlidesRepository } from './slides.repository.ts';

type SlideInput = z.output<typeof SlideInputSchema>;

export function createSlidesService(
  slides: SlidesRepository,
  news: NewsRepository,
  publicReads: PublicReads = directReads,
) {
  const toRow = async (input: SlideInput) => {
    if (input.newsExternalId && !(await news.findById(input.newsExternalId)))
      throw new AppError('slides.unknownNews', 'The linked article does not exist.', [
        { field: 'body.newsExternalId', code: 'unknown_news', message: 'errors.slides.unknownNews' },
      ]);
    return {
      title: input.title,
      // Left out, a new slide has none and a replaced one keeps its own (older consoles send none).
      ...(input.titleEn === undefined ? {} : { titleEn: input.titleEn }),
      imageUrl: input.imageURL,
      newsExternalId: input.newsExternalId,
      externalLink: input.externalLink,
      sortOrder: input.order,
      active: input.active,
    };
  };
  const notFound = () => new AppError('slides.notFound', 'Slide not found.');

  return {
    async list(includeInactive = false): Promise<Slide[]> {
      return publicReads.read(`slides:${includeInactive}`, async () =>
        (await slides.list(includeInactive)).map(toSlideDto),
      );
    },
    async create(input: SlideInput): Promise<Slide> {
      return toSlideDto(await slides.create(await toRow(input)));
    },
    async update(id: number, input: SlideInput): Promise<Slide> {
      const row = await slides.update(id, await toRow(input));
      if (!row) throw notFound();
      return toSlideDto(row);
    },
    async delete(id: number): Promise<void> {
      if (!(await slides.delete(id))) throw notFound();
    },
  };
}

export type SlidesService = ReturnType<typeof createSlidesService>;
