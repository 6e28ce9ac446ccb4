import {
  type Language,
  LinkSchema,
  type NewsInput,
  NewsInputSchema,
  type NewsItem,
} from '@maplebridge/contracts';
import { z } from 'zod';

const fields = NewsInputSchema.shape;

/**
 * The editor's fields, checked with the contract's own rules; dates as a `datetime-local` writes them.
 * The form always holds every field (no link is ''), so the contract's defaults are left out.
 */
export const NewsFormSchema = z.object({
  title: fields.title,
  previewContent: fields.previewContent.unwrap(),
  author: fields.author.unwrap(),
  language: fields.language.unwrap(),
  tags: fields.tags.unwrap(),
  imageUrl: fields.imageUrl.unwrap(),
  sourceUrl: LinkSchema,
  publishDate: z.string().refine((value) => value === '' || !Number.isNaN(new Date(value).getTime()), {
    error: 'validation.dateInvalid',
  }),
  content: fields.content.unwrap(),
  /** The twin's id, or '' for none. */
  twinId: z.union([z.uuid({ error: 'validation.idInvalid' }), z.literal('')]),
});
export type NewsFormValues = z.infer<typeof NewsFormSchema>;

/** An ISO date as `<input type="datetime-local">` shows it, in the browser's time zone. */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function toFormValues(article: NewsItem | undefined, defaultLanguage: Language): NewsFormValues {
  return {
    title: article?.title ?? '',
    previewContent: article?.previewContent ?? '',
    author: article?.author ?? 'MapleBridge',
    language: article?.language ?? defaultLanguage,
    tags: article?.tags.map((tag) => tag.id) ?? [],
    imageUrl: article?.imageUrl ?? '',
    sourceUrl: article?.sourceUrl ?? '',
    publishDate: article ? toLocalDateTime(article.publishDate) : '',
    content: article?.content ?? '',
    twinId: article?.twinId ?? '',
  };
}

/**
 * What PUT/POST /api/admin/news takes, from the schema's output (already trimmed). An unchanged date keeps
 * its seconds (the field shows minutes); an empty one lets the server use the time of saving.
 */
export function toNewsInput(
  values: NewsFormValues,
  { isPublished, savedPublishDate }: { isPublished: boolean; savedPublishDate?: string | undefined },
): NewsInput {
  const isUnchangedDate =
    savedPublishDate !== undefined && values.publishDate === toLocalDateTime(savedPublishDate);
  return {
    title: values.title,
    previewContent: values.previewContent,
    content: values.content,
    imageUrl: values.imageUrl,
    author: values.author,
    language: values.language,
    tags: values.tags,
    sourceUrl: values.sourceUrl || null,
    twinId: values.twinId || null,
    isPublished,
    ...(values.publishDate
      ? { publishDate: isUnchangedDate ? savedPublishDate : new Date(values.publishDate).toISOString() }
      : {}),
  };
}
