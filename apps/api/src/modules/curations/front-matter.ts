import { CURATION_CATEGORIES, METADATA_ID_RANGE, seoulMidnight } from '@chorok/contract';
import { z } from 'zod';
import { day } from '../../lib/front-matter.ts';

/*
 * The front matter of content/curations/<slug>.md (README, "Writing a 라이프 article"). Messages
 * are for the editor reading the import report, in English like the rest of the operator CLI.
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
    title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(40, {
      error: 'at most 40 characters',
    }),
    subtitle: z.string().trim().max(80, { error: 'at most 80 characters' }).default(''),
    category: z.enum(CURATION_CATEGORIES, {
      error: `one of ${CURATION_CATEGORIES.join(', ')}`,
    }),
    author: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(40, {
      error: 'at most 40 characters',
    }),
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
    products: productIds(2, 6),
    cover: z.strictObject(
      {
        products: productIds(1, 3),
        background: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/, { error: "a hex colour such as '#EAF2E3' (in quotes)" })
          .transform((hex) => hex.toLowerCase())
          .optional(),
        alt: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(120, {
          error: 'at most 120 characters',
        }),
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
