import * as z from 'zod/mini';
import './zod-setup.ts';

/** `_metadata` of every list response. */
export const ListMetadata = z.object({
  page: z.int(),
  perPage: z.int(),
  total: z.int(),
  totalPage: z.int(),
});
export type ListMetadata = z.infer<typeof ListMetadata>;

export const envelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ data, message: z.string(), status: z.int() });

export const listEnvelope = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), message: z.string(), status: z.int(), _metadata: ListMetadata });

export const FieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** Every error: the same envelope, `data: null`, and the failing fields for bad input. */
export const ErrorEnvelope = z.object({
  data: z.null(),
  message: z.string(),
  status: z.int(),
  errors: z.optional(z.array(FieldError)),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
