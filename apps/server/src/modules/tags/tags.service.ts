import { RECOMMENDED_TAG, type Tag, type TagInput } from '@maplebridge/contracts';
import { uniqueViolationOf } from '#db/unique-violation.ts';
import { AppError } from '#errors.ts';
import { directReads, type PublicReads } from '#public-reads.ts';
import { toTagDto } from '../news/news-dto.ts';
import type { TagsRepository } from './tags.repository.ts';

export function createTagsService(tags: TagsRepository, publicReads: PublicReads = directReads) {
  const toRow = (input: TagInput) => ({
    name: input.name,
    descriptionVn: input.descriptionVN,
    descriptionEn: input.descriptionEN,
  });
  const nameTaken = (error: unknown): never => {
    if (uniqueViolationOf(error) !== null)
      throw new AppError('tags.nameTaken', 'A tag with this name already exists.');
    throw error;
  };
  const editable = async (id: number) => {
    const tag = await tags.findById(id);
    if (!tag) throw new AppError('tags.notFound', 'Tag not found.');
    if (tag.name === RECOMMENDED_TAG)
      throw new AppError('tags.protected', 'The recommended tag marks recommended news; it cannot change.');
    return tag;
  };

  return {
    async list(): Promise<Tag[]> {
      return publicReads.read('tags', async () => (await tags.list()).map(toTagDto));
    },
    async create(input: TagInput): Promise<Tag> {
      return toTagDto(await tags.create(toRow(input)).catch(nameTaken));
    },
    async update(id: number, input: TagInput): Promise<Tag> {
      await editable(id);
      const row = await tags.update(id, toRow(input)).catch(nameTaken);
      if (!row) throw new AppError('tags.notFound', 'Tag not found.');
      return toTagDto(row);
    },
    async delete(id: number): Promise<void> {
      await editable(id);
      await tags.delete(id);
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
