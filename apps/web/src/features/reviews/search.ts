import * as z from 'zod/mini';
import { REVIEW_SORTS } from '@chorok/contract';

/**
 * /products/detail/{id}/review?sort=…: the chosen order lives in the address, so back, reload and
 * a shared link keep it. An unknown value is dropped (the default order), never an error.
 */
export const ReviewsSearch = z.object({
  sort: z.catch(z.optional(z.enum(REVIEW_SORTS)), undefined),
});
export type ReviewsSearch = z.infer<typeof ReviewsSearch>;
