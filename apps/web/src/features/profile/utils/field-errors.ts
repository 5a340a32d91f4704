import { apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors, mapFieldErrors } from '@/lib/field-errors';

/** Field → the server's texts for it, joined by commas (docs/rules.md#registration-validation: a field's messages as one list). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The `errors` of a 422 answer (docs/rules.md#decisions-2) by field name. Body-schema failures may name the field
 * with its part (`personal.email`, `delivery.address`): the part is dropped, each form asks for its own.
 */
export function fieldErrors(error: unknown): FieldErrors {
  return joinFieldErrors(
    mapFieldErrors(apiFieldErrors(error), (path) => path.replace(/^(personal|delivery)\./, '')),
  );
}
