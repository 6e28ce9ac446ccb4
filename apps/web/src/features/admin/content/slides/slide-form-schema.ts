import { LinkSchema, type Slide, type SlideInput, SlideInputSchema } from '@maplebridge/contracts';
import { z } from 'zod';

const fields = SlideInputSchema.shape;
const always = { when: () => true };

/** A slide opens one of our articles or an outside link; the form asks which, then for that one. */
export const SlideFormSchema = z
  .object({
    title: fields.title,
    titleEn: fields.titleEn.unwrap(),
    imageURL: fields.imageURL,
    target: z.enum(['news', 'link']),
    newsExternalId: z.string(),
    externalLink: LinkSchema,
    active: z.boolean(),
  })
  // `when`: say what is missing together with the other fields' errors, not after them.
  .refine((slide) => slide.target !== 'news' || slide.newsExternalId !== '', {
    error: 'validation.slideTargetRequired',
    path: ['newsExternalId'],
    ...always,
  })
  .refine((slide) => slide.target !== 'link' || slide.externalLink.trim() !== '', {
    error: 'validation.slideTargetRequired',
    path: ['externalLink'],
    ...always,
  });

export interface SlideFormValues {
  title: string;
  titleEn: string;
  imageURL: string;
  target: 'news' | 'link';
  newsExternalId: string;
  externalLink: string;
  active: boolean;
}

export function toSlideFormValues(slide: Slide | undefined): SlideFormValues {
  return {
    title: slide?.title ?? '',
    titleEn: slide?.titleEn ?? '',
    imageURL: slide?.imageURL ?? '',
    target: slide && !slide.newsExternalId ? 'link' : 'news',
    newsExternalId: slide?.newsExternalId ?? '',
    externalLink: slide?.externalLink ?? '',
    active: slide?.active ?? true,
  };
}

/**
 * Only the chosen target is sent: an article's slide has no link, a link's slide no article.
 * The English title goes unless it is empty and there was none to clear (left out, it stays as it is).
 * `values` are the schema's output, already trimmed.
 */
export function toSlideInput(values: SlideFormValues, order: number, slide?: Slide): SlideInput {
  const isNews = values.target === 'news';
  return {
    title: values.title,
    ...(values.titleEn || slide?.titleEn ? { titleEn: values.titleEn } : {}),
    imageURL: values.imageURL,
    newsExternalId: isNews ? values.newsExternalId : null,
    externalLink: isNews ? '' : values.externalLink,
    order,
    active: values.active,
  };
}
