import { z } from 'zod';

/** `_metadata` of every list response. */
export const ListMetadata = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
});
export type ListMetadata = z.infer<typeof ListMetadata>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string(), status: z.number().int() });

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), message: z.string(), status: z.number().int(), _metadata: ListMetadata });

export const FieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** Every error: the same envelope, `data: null`, and the failing fields for bad input. */
export const ErrorEnvelope = z.object({
  data: z.null(),
  message: z.string(),
  status: z.number().int(),
  errors: z.array(FieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
