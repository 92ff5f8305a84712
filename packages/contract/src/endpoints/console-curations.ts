import * as z from 'zod/mini';
import '../zod-setup.ts';
import {
  CONSOLE_MESSAGES,
  CURATION_FORM,
  CURATION_FORM_MESSAGES as M,
  CURATION_OWNERS,
  CURATION_STATES,
} from '../back-office.ts';
import { IsoDateTime, RouteId } from '../common.ts';
import { CURATION_CATEGORIES } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ConsolePaging } from './console.ts';
import { CurationBlock } from './curations.ts';
import { ImageRef, ProductSummary } from './products.ts';

/*
 * 라이프 articles written in the console (issue 22, decision 0044). The shapes here are only
 * shapes: the rules (lengths, 2–6 products, embeds among them) are the importer's front matter
 * schema on the server, so a file and a form are held to one rule.
 */

const ids = (message: string) => z.array(z.int({ error: message }), { error: message });
const text = (max: number, message: string) =>
  z.string({ error: message }).check(z.maxLength(max, { error: message }));

/** An article's fields and Markdown body, as the file's front matter names them. */
export const AdminCurationInput = z.strictObject({
  title: text(CURATION_FORM.titleMax * 4, M.title),
  subtitle: z._default(text(CURATION_FORM.subtitleMax * 4, M.subtitle), ''),
  category: z.enum(CURATION_CATEGORIES, { error: M.category }),
  author: text(CURATION_FORM.authorMax * 4, M.author),
  tags: z._default(ids(M.tags), []),
  products: ids(M.products),
  cover: z.strictObject(
    {
      products: ids(M.coverProducts),
      background: z.optional(z.nullable(z.string({ error: M.coverBackground }))),
      alt: text(CURATION_FORM.altMax * 4, M.coverAlt),
    },
    { error: M.coverProducts },
  ),
  /** Markdown; a line `::product{id=N}` embeds product N (one of `products`). */
  body: z.string({ error: M.body }).check(z.maxLength(CURATION_FORM.bodyMax, { error: M.body })),
});
export type AdminCurationInput = z.input<typeof AdminCurationInput>;

export const AdminCurationCreate = z.strictObject({
  ...AdminCurationInput.shape,
  /** The file name it would have (`<slug>.md`); fixed once created. */
  slug: z
    .string({ error: M.slug })
    .check(
      z.trim(),
      z.maxLength(CURATION_FORM.slugMax, { error: M.slug }),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.slug }),
    ),
});
export type AdminCurationCreate = z.input<typeof AdminCurationCreate>;

export const AdminCurationListQuery = z.object({
  ...ConsolePaging.shape,
  /** Title, subtitle, author or slug. */
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(50, { error: CONSOLE_MESSAGES.searchTooLong })),
  ),
  state: z.optional(z.enum(CURATION_STATES)),
});
export type AdminCurationListQuery = z.input<typeof AdminCurationListQuery>;

export const AdminCurationRow = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(CURATION_CATEGORIES),
  author: z.string(),
  state: z.enum(CURATION_STATES),
  managedBy: z.enum(CURATION_OWNERS),
  cover: ImageRef,
  publishedAt: z.nullable(IsoDateTime),
  likeCount: z.int(),
  updatedAt: IsoDateTime,
});
export type AdminCurationRow = z.infer<typeof AdminCurationRow>;

/** One article as the console edits it: the input's fields, its state and its picture. */
export const AdminCuration = z.object({
  ...AdminCurationRow.shape,
  subtitle: z.string(),
  tags: z.array(z.int()),
  products: z.array(z.int()),
  coverSpec: z.object({
    products: z.array(z.int()),
    background: z.nullable(z.string()),
    alt: z.string(),
  }),
  /** True when the cover is an uploaded picture, not the drawn one. */
  coverUploaded: z.boolean(),
  body: z.string(),
  unpublishedAt: z.nullable(IsoDateTime),
  createdAt: IsoDateTime,
});
export type AdminCuration = z.infer<typeof AdminCuration>;

export const AdminCurationPreviewBody = z.strictObject({
  body: AdminCurationInput.shape.body,
  products: ids(M.products),
});
export type AdminCurationPreviewBody = z.input<typeof AdminCurationPreviewBody>;

/** The body as the shop will show it: the same blocks, and the embedded products' cards. */
export const AdminCurationPreview = z.object({
  body: z.array(CurationBlock),
  products: z.array(ProductSummary),
  readingMinutes: z.int(),
});
export type AdminCurationPreview = z.infer<typeof AdminCurationPreview>;

export const AdminCurationPublishBody = z.strictObject({
  /** Absent: now. A later moment: scheduled, shown to shoppers from then. */
  at: z.optional(IsoDateTime),
});

/** The article as content/curations/<slug>.md, ready to commit. */
export const AdminCurationFile = z.object({ fileName: z.string(), text: z.string() });

const Params = z.object({ id: RouteId() });

export const consoleCurationsEndpoints = {
  adminCurations: defineEndpoint({
    id: 'adminCurations',
    method: 'GET',
    path: '/admin/curations',
    summary:
      'Operator: 라이프 articles in every state (draft, scheduled, published, unpublished), last edited first',
    tag: 'admin',
    auth: 'operator',
    query: AdminCurationListQuery,
    data: AdminCurationRow,
    list: true,
  }),
  adminCuration: defineEndpoint({
    id: 'adminCuration',
    method: 'GET',
    path: '/admin/curations/:id',
    summary: 'Operator: one article with its Markdown and front matter fields',
    tag: 'admin',
    auth: 'operator',
    params: Params,
    data: AdminCuration,
  }),
  adminCreateCuration: defineEndpoint({
    id: 'adminCreateCuration',
    method: 'POST',
    path: '/admin/curations',
    summary:
      "Operator: a new article, a draft until published; held to the importer's rules (400 with the fields)",
    tag: 'admin',
    auth: 'operator',
    body: AdminCurationCreate,
    data: AdminCuration,
    successStatus: 201,
  }),
  adminUpdateCuration: defineEndpoint({
    id: 'adminUpdateCuration',
    method: 'PUT',
    path: '/admin/curations/:id',
    summary:
      'Operator: rewrite an article; from then on the console keeps it and the importer leaves it alone',
    tag: 'admin',
    auth: 'operator',
    params: Params,
    body: AdminCurationInput,
    data: AdminCuration,
  }),
  adminPreviewCuration: defineEndpoint({
    id: 'adminPreviewCuration',
    method: 'POST',
    path: '/admin/curations/preview',
    summary:
      'Operator: render a Markdown body exactly as the shop will (same renderer, sanitizer and product blocks), saving nothing',
    tag: 'admin',
    auth: 'operator',
    body: AdminCurationPreviewBody,
    data: AdminCurationPreview,
  }),
  adminUploadCurationCover: defineEndpoint({
    id: 'adminUploadCurationCover',
    method: 'POST',
    path: '/admin/curations/:id/cover',
    summary:
      "Operator: the cover picture: the body is the image's bytes (JPEG, PNG, WebP or AVIF by content, at most 10 MB), checked and re-encoded by the image service",
    tag: 'admin',
    auth: 'operator',
    params: Params,
    data: AdminCuration,
    successStatus: 201,
  }),
  adminPublishCuration: defineEndpoint({
    id: 'adminPublishCuration',
    method: 'POST',
    path: '/admin/curations/:id/publish',
    summary:
      'Operator: publish now, or at a later moment (`at`): shoppers see it from then, without a job',
    tag: 'admin',
    auth: 'operator',
    params: Params,
    body: AdminCurationPublishBody,
    data: AdminCuration,
  }),
  adminUnpublishCuration: defineEndpoint({
    id: 'adminUnpublishCuration',
    method: 'POST',
    path: '/admin/curations/:id/unpublish',
    summary: 'Operator: take an article down (bookmarks kept); publishing brings it back',
    tag: 'admin',
    auth: 'operator',
    params: Params,
    data: AdminCuration,
  }),
  adminCurationFile: defineEndpoint({
    id: 'adminCurationFile',
    method: 'GET',
    path: '/admin/curations/:id/file',
    summary:
      "Operator: the article as the importer's Markdown file (front matter and body), to commit to content/curations",
    tag: 'admin',
    auth: 'operator',
    params: Params,
    data: AdminCurationFile,
  }),
} as const;
