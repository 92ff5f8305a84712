import * as z from 'zod/mini';

/** /likes?tab=reviews: the open tab lives in the address, so back and reload keep it. */
export const LikesSearch = z.object({
  tab: z.catch(z.optional(z.enum(['products', 'reviews'])), undefined),
});
export type LikesSearch = z.infer<typeof LikesSearch>;
