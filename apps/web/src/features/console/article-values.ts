import {
  seoulClock,
  twoDigits,
  type AdminCuration,
  type AdminCurationCreate,
  type CurationCategory,
} from '@chorok/contract';
import { ApiError } from '@/lib/api-client';

/*
 * The article editor's values as the fields hold them (product ids as typed, "16, 35"), and the
 * body they send. The rules are the server's (the importer's own, decision 0044): its messages come
 * back by field and show under each.
 */

export interface ArticleValues {
  slug: string;
  title: string;
  subtitle: string;
  category: CurationCategory;
  author: string;
  tags: number[];
  products: string;
  coverProducts: string;
  coverBackground: string;
  coverAlt: string;
  body: string;
}

export type ArticleErrors = Record<string, string>;

export const EMPTY_ARTICLE: ArticleValues = {
  slug: '',
  title: '',
  subtitle: '',
  category: 'BASICS',
  author: '',
  tags: [],
  products: '',
  coverProducts: '',
  coverBackground: '',
  coverAlt: '',
  body: '',
};

/** "16, 35 21" → [16, 35, 21]; anything else stays in, for the server to name. */
export function idsOf(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((word) => (/^\d{1,9}$/.test(word) ? Number(word) : Number.NaN));
}

const idsText = (ids: readonly number[]) => ids.join(', ');

export function valuesOf(article: AdminCuration): ArticleValues {
  return {
    slug: article.slug,
    title: article.title,
    subtitle: article.subtitle,
    category: article.category,
    author: article.author,
    tags: article.tags,
    products: idsText(article.products),
    coverProducts: idsText(article.coverSpec.products),
    coverBackground: article.coverSpec.background ?? '',
    coverAlt: article.coverSpec.alt,
    body: article.body,
  };
}

export function inputOf(values: ArticleValues): AdminCurationCreate {
  const background = values.coverBackground.trim();
  return {
    slug: values.slug.trim(),
    title: values.title,
    subtitle: values.subtitle,
    category: values.category,
    author: values.author,
    tags: values.tags,
    products: idsOf(values.products),
    cover: {
      products: idsOf(values.coverProducts),
      ...(background ? { background } : {}),
      alt: values.coverAlt,
    },
    body: values.body,
  };
}

/** The server's field messages by the form's field: 'cover.products.1' → 'coverProducts'. */
export function serverErrorsOf(error: unknown): ArticleErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: ArticleErrors = {};
  for (const { path, message } of error.errors ?? []) {
    const [first, second] = path.split('.');
    const field =
      first === 'cover'
        ? `cover${(second ?? 'products').charAt(0).toUpperCase()}${(second ?? 'products').slice(1)}`
        : (first ?? '');
    errors[field] ??= message;
  }
  return errors;
}

/** Where each field is, in the form's order: focus goes to the first with a message. */
export const ARTICLE_FIELDS = [
  'slug',
  'title',
  'subtitle',
  'category',
  'author',
  'tags',
  'products',
  'coverProducts',
  'coverBackground',
  'coverAlt',
  'body',
] as const;

/** A moment as the datetime field writes it in Seoul time: 2026-12-01T09:30. */
export function seoulLocal(iso: string): string {
  const { date, hour, minute } = seoulClock(new Date(iso));
  return `${date}T${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** The datetime field's Seoul time as an ISO moment, or null when it is not one. */
export function fromSeoulLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00+09:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
