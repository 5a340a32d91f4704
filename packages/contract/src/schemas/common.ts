import { z } from 'zod';

/** Every error body (docs/rules.md#decisions-2). */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const PageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** Money on the wire: a decimal string with two decimals, e.g. "1234.50". */
export const Money = z.string().regex(/^-?\d+\.\d{2}$/);

export const MessageResponse = z.object({ message: z.string() });

/** Query flag accepting true/false/1/0 (the page sends strings). */
export const QueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const IdParam = z.object({ id: z.coerce.number().int().positive() });
