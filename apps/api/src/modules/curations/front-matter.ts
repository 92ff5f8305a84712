import {
  CURATION_CATEGORIES,
  CURATION_FORM as F,
  METADATA_ID_RANGE,
  seoulMidnight,
} from '@chorok/contract';
import { z } from 'zod';
import { day } from '../../lib/front-matter.ts';

/*
 * The front matter of content/curations/<slug>.md (README, "Writing a 라이프 article"), and the
 * rule the console's form is held to (decision 0044). Messages are for the editor reading the
 * import report, in English like the rest of the operator CLI; the console says them in Korean.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const unique = (ids: number[]) => new Set(ids).size === ids.length;

const productId = z
  .number({ error: 'product ids are whole numbers' })
  .int({ error: 'product ids are whole numbers' })
  .positive({ error: 'product ids are positive' });

const productIds = (min: number, max: number) =>
  z
    .array(productId, { error: 'a list of product ids, e.g. [16, 35]' })
    .min(min, { error: `${min}–${max} product ids` })
    .max(max, { error: `${min}–${max} product ids` })
    .refine(unique, { error: 'a product id is listed twice' });

export const FrontMatter = z.strictObject(
  {
    title: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(F.titleMax, { error: `at most ${F.titleMax} characters` }),
    subtitle: z
      .string()
      .trim()
      .max(F.subtitleMax, { error: `at most ${F.subtitleMax} characters` })
      .default(''),
    category: z.enum(CURATION_CATEGORIES, {
      error: `one of ${CURATION_CATEGORIES.join(', ')}`,
    }),
    author: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(F.authorMax, { error: `at most ${F.authorMax} characters` }),
    publishedAt: day,
    tags: z
      .array(
        z
          .number()
          .int()
          .min(METADATA_ID_RANGE.min)
          .max(METADATA_ID_RANGE.max, { error: 'metadata ids are 1–100' }),
        { error: 'a list of metadata ids 1–100, e.g. [41, 51]' },
      )
      .refine(unique, { error: 'a tag is listed twice' })
      .default([]),
    products: productIds(F.products.min, F.products.max),
    cover: z.strictObject(
      {
        products: productIds(F.coverProducts.min, F.coverProducts.max),
        background: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/, { error: "a hex colour such as '#EAF2E3' (in quotes)" })
          .transform((hex) => hex.toLowerCase())
          .optional(),
        alt: z
          .string({ error: 'required' })
          .trim()
          .min(1, { error: 'required' })
          .max(F.altMax, { error: `at most ${F.altMax} characters` }),
      },
      { error: 'products, alt and optionally background' },
    ),
  },
  { error: 'front matter must be YAML keys: title, subtitle, category, author, …' },
);
export type FrontMatter = z.infer<typeof FrontMatter>;

/** Midnight in Seoul of the front matter's day: the moment the article goes live. */
export function publishedAtOf(frontMatter: FrontMatter): Date {
  return seoulMidnight(frontMatter.publishedAt);
}
