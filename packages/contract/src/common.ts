import * as z from 'zod/mini';
import './zod-setup.ts';
import { INT4_MAX, METADATA_ID_RANGE, PAGING } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { listParts } from './parse.ts';

/*
 * The contract is written with zod/mini: the same schemas as classic zod, a third of the size in
 * the browser bundle (decision 0005). The server may mix in classic zod; both share zod's core.
 */

const intFromString = (message: string = MESSAGES.invalidInput) =>
  z.pipe(
    z.union(
      [
        z.number(),
        z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+$/, message)), z.transform(Number)),
      ],
      { error: message },
    ),
    z.int({ error: message }),
  );

const positiveInt = (message: string) =>
  z.pipe(intFromString(message), z.number().check(z.minimum(1, { error: message })));

/** Paging query of spec §5. */
export const PagingQuery = z.object({
  page: z._default(positiveInt('page must be a positive integer'), PAGING.defaultPage),
  perPage: z._default(
    z.pipe(
      positiveInt('perPage must be a positive integer'),
      z
        .number()
        .check(
          z.maximum(PAGING.maxPerPage, { error: `perPage must be at most ${PAGING.maxPerPage}` }),
        ),
    ),
    PAGING.defaultPerPage,
  ),
  orderDirection: z._default(
    z.union(
      [
        z.literal(1),
        z.literal(-1),
        z.pipe(
          z.literal('1'),
          z.transform(() => 1 as const),
        ),
        z.pipe(
          z.literal('-1'),
          z.transform(() => -1 as const),
        ),
      ],
      { error: 'orderDirection must be -1 or 1' },
    ),
    1,
  ),
});
export type PagingQuery = z.infer<typeof PagingQuery>;

const metadataId = z
  .int({ error: MESSAGES.metadataList })
  .check(
    z.minimum(METADATA_ID_RANGE.min, { error: MESSAGES.metadataList }),
    z.maximum(METADATA_ID_RANGE.max, { error: MESSAGES.metadataList }),
  );

function splitMetadataIds(value: unknown) {
  if (value === undefined || value === null || value === '') return undefined;
  return listParts(value).map((p) => (typeof p === 'string' && /^\d+$/.test(p) ? Number(p) : p));
}

/** A list of metadata ids 1…100: comma-separated string, array of strings/numbers, or a single number. */
export const MetadataIds = z.pipe(
  z.transform(splitMetadataIds),
  z.optional(z.array(metadataId, { error: MESSAGES.metadataList })),
);

/**
 * Route ids (orderId, orderProductId, productId, curationId, plantsId, userId …) are positive
 * integers that fit the int4 columns they are looked up in (decision 0030).
 */
export const RouteId = (message: string = MESSAGES.invalidId) =>
  z.pipe(positiveInt(message), z.number().check(z.maximum(INT4_MAX, { error: message })));

/** An id inside a JSON body (productId, orderProductId, cart line ids …): 1…INT4_MAX, a number. */
export const BodyId = (message: string = MESSAGES.invalidInput) =>
  z
    .int({ error: message })
    .check(z.minimum(1, { error: message }), z.maximum(INT4_MAX, { error: message }));
export const IdParams = z.object({ id: RouteId() });
export type IdParams = z.infer<typeof IdParams>;

export const IsoDateTime = z.iso.datetime({ offset: true });
