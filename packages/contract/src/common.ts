import { z } from 'zod';
import { METADATA_ID_RANGE, PAGING } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** zod's default message for every failure is the spec's "Invalid input" unless a field says otherwise. */
z.config({ customError: () => MESSAGES.invalidInput });

const intFromString = (message: string = MESSAGES.invalidInput) =>
  z.union([z.number(), z.string().trim().regex(/^-?\d+$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int({ error: message }).safe({ error: message }));

/** Paging query of spec §5. */
export const PagingQuery = z.object({
  page: intFromString().pipe(z.number().min(1, { error: 'page must be a positive integer' })).default(PAGING.defaultPage),
  perPage: intFromString()
    .pipe(
      z
        .number()
        .min(1, { error: 'perPage must be a positive integer' })
        .max(PAGING.maxPerPage, { error: `perPage must be at most ${PAGING.maxPerPage}` }),
    )
    .default(PAGING.defaultPerPage),
  orderDirection: z
    .union([z.literal(1), z.literal(-1), z.literal('1').transform(() => 1 as const), z.literal('-1').transform(() => -1 as const)], {
      error: 'orderDirection must be -1 or 1',
    })
    .default(1),
});
export type PagingQuery = z.infer<typeof PagingQuery>;

/** A list of metadata ids 1…100: comma-separated string, array of strings/numbers, or a single number. */
export const MetadataIds = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
      typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : [v],
    );
    return parts.map((p) => (typeof p === 'string' && /^\d+$/.test(p) ? Number(p) : p));
  },
  z
    .array(z.number({ error: MESSAGES.metadataList }).int({ error: MESSAGES.metadataList }).min(METADATA_ID_RANGE.min, { error: MESSAGES.metadataList }).max(METADATA_ID_RANGE.max, { error: MESSAGES.metadataList }), {
      error: MESSAGES.metadataList,
    })
    .optional(),
);

/** Route ids (orderId, orderProductId, productId, curationId, plantsId, userId …) are positive integers. */
export const RouteId = (message: string = MESSAGES.invalidId) => intFromString(message).pipe(z.number().min(1, { error: message }));
export const IdParams = z.object({ id: RouteId() });
export type IdParams = z.infer<typeof IdParams>;

export const IsoDateTime = z.string().datetime({ offset: true });
