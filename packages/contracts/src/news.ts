import { z } from 'zod';
import {
  NEWS_DEFAULT_PAGE_SIZE,
  NEWS_MAX_PAGE_NUMBER,
  NEWS_MAX_PAGE_SIZE,
  NEWS_ORDERS,
  POST_FILTERS,
} from './constants.ts';
import { envelopeOf, integerIn } from './envelope.ts';
import { LanguageSchema } from './i18n.ts';

/** A query value that may come once or repeated (`tags=1&tags=2`). */
const repeated = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(max, { error: 'validation.tooMany' }),
  );

const booleanString = z
  .enum(['true', 'false'], { error: 'validation.booleanInvalid' })
  .transform((v) => v === 'true');

export const NewsListQuerySchema = z.object({
  PageNumber: integerIn(1, NEWS_MAX_PAGE_NUMBER, 1),
  PageSize: integerIn(1, NEWS_MAX_PAGE_SIZE, NEWS_DEFAULT_PAGE_SIZE),
  orderby: integerIn(0, 2, NEWS_ORDERS.newest).describe('0 newest, 1 oldest, 2 most viewed.'),
  postEnum: integerIn(0, 3, POST_FILTERS.all).describe(
    '0 all, 1 published this month, 2 recommended, 3 saved by the signed-in member (needs a token).',
  ),
  tags: repeated(
    z.coerce.number({ error: 'validation.idInvalid' }).int().positive({ error: 'validation.idInvalid' }),
    20,
  )
    .optional()
    .describe('Tag ids; an article with any of them matches.'),
  isPublished: booleanString
    .optional()
    .describe('Visitors and members see published news only; an admin may ask for drafts with `false`.'),
  keyword: z
    .string()
    .trim()
    .max(200, { error: 'validation.tooLong' })
    .optional()
    .describe(
      'Words to find, with or without Vietnamese diacritics, as a phrase or all in the title; newest-first lists rank the 500 newest matches by relevance.',
    ),
  language: LanguageSchema.optional().describe('Only articles written in this language.'),
  lng: LanguageSchema.optional().describe(
    "The reader's language: each story once, in this language when that version is published; a story told only in the other language comes in it (its `language` says so). The saved list (postEnum=3) lists what was saved.",
  ),
  excludeId: z
    .uuid({ error: 'validation.idInvalid' })
    .optional()
    .describe('Leave this article out (related news).'),
});
export type NewsListQuery = z.input<typeof NewsListQuerySchema>;

export const TagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  descriptionVN: z.string(),
  descriptionEN: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;

export const NewsSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  previewContent: z.string(),
  imageUrl: z.string(),
  author: z.string(),
  language: LanguageSchema,
  publishDate: z.string().describe('ISO 8601.'),
  isPublished: z.boolean(),
  isSaved: z.boolean().describe('Saved by the signed-in member; false for visitors.'),
  viewCount: z.number().int(),
  tags: z.array(TagSchema),
});
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

/** The same story in the other language. */
export const NewsTwinSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  language: LanguageSchema,
  isPublished: z.boolean(),
});
export type NewsTwin = z.infer<typeof NewsTwinSchema>;

export const NewsItemSchema = NewsSummarySchema.extend({
  content: z.string().describe('Sanitised HTML.'),
  sourceUrl: z.string().nullable(),
  updatedTime: z.string(),
  twinId: z.uuid().nullable().describe('Its translation; readers see only a published one.'),
  twin: NewsTwinSchema.nullable(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsPageSchema = z.object({
  items: z.array(NewsSummarySchema),
  hasNextPage: z.boolean(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
});
export type NewsPage = z.infer<typeof NewsPageSchema>;

export const NewsPageResponseSchema = envelopeOf(NewsPageSchema);
export const NewsItemResponseSchema = envelopeOf(NewsItemSchema);
export const NewsIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
export const SaveNewsResponseSchema = envelopeOf(z.object({ isSaved: z.boolean() }));
export const TagsResponseSchema = envelopeOf(z.object({ items: z.array(TagSchema) }));

/** An image or link: an absolute http(s) URL or a path on this site. */
export const LinkSchema = z
  .string()
  .trim()
  .max(2000, { error: 'validation.tooLong' })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
    error: 'validation.linkInvalid',
  });

const text = (max: number, required = true) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

export const NewsInputSchema = z.object({
  title: text(300),
  previewContent: text(1000, false).default(''),
  content: z
    .string()
    .max(200_000, { error: 'validation.tooLong' })
    .default('')
    .describe('HTML; sanitised on write.'),
  imageUrl: LinkSchema.default(''),
  author: text(100, false).default(''),
  language: LanguageSchema.default('vi'),
  publishDate: z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }).optional(),
  isPublished: z.boolean().default(false).describe('Publishing for the first time notifies every member.'),
  tags: z.array(z.number().int().positive()).max(20, { error: 'validation.tooMany' }).default([]),
  sourceUrl: LinkSchema.nullable().default(null),
  twinId: z
    .uuid({ error: 'validation.idInvalid' })
    .nullable()
    .optional()
    .describe(
      'Its translation, an article in the other language: both then name each other, and any earlier twin of either is unlinked. Null unlinks; left out keeps the current one.',
    ),
});
export type NewsInput = z.input<typeof NewsInputSchema>;

export const TagInputSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.tagNameInvalid' })
    .max(50, { error: 'validation.tooLong' }),
  descriptionVN: text(100),
  descriptionEN: text(100),
});
export type TagInput = z.infer<typeof TagInputSchema>;
export const TagIdParamsSchema = z.object({
  id: z.coerce.number().int().positive({ error: 'validation.idInvalid' }),
});
export const TagResponseSchema = envelopeOf(TagSchema);

export const SlideSchema = z.object({
  id: z.number().int(),
  title: z.string().describe('Its caption in Vietnamese.'),
  titleEn: z
    .string()
    .describe("Its caption in English; '' when it has none (English pages then show `title`)."),
  imageURL: z.string(),
  newsExternalId: z.uuid().nullable(),
  externalLink: z.string(),
  order: z.number().int(),
  active: z.boolean(),
});
export type Slide = z.infer<typeof SlideSchema>;
export const SlidesResponseSchema = envelopeOf(z.object({ items: z.array(SlideSchema) }));
export const SlideResponseSchema = envelopeOf(SlideSchema);

export const SlideInputSchema = z
  .object({
    title: text(200),
    titleEn: text(200, false)
      .optional()
      .describe(
        "Its caption in English, '' for none. Left out: none on a new slide, the current one kept on a replaced one.",
      ),
    imageURL: LinkSchema.refine((value) => value !== '', { error: 'validation.required' }),
    newsExternalId: z.uuid({ error: 'validation.idInvalid' }).nullable().default(null),
    externalLink: LinkSchema.default(''),
    order: z.number().int().min(0).max(1000).default(0),
    active: z.boolean().default(true),
  })
  .refine((slide) => slide.newsExternalId !== null || slide.externalLink !== '', {
    error: 'validation.slideTargetRequired',
    path: ['externalLink'],
  });
export type SlideInput = z.input<typeof SlideInputSchema>;
export const SlideIdParamsSchema = TagIdParamsSchema;
