import type { z } from 'zod/mini';
import { ApiError } from './api-client';

/**
 * Optimistic concurrency of staff edits (docs/rules.md#record-versions), the page's side: every
 * staff write sends the `etag` of the record the editor loaded as `If-Match`; when someone else
 * saved the record meanwhile, the server answers 412 with the record as it is now, and the editor
 * shows it for review instead of overwriting it.
 */

/** The If-Match header of a write of the record loaded with `etag`. */
export const ifMatch = (etag: string): Record<string, string> => ({ 'If-Match': etag });

/**
 * The record someone else saved meanwhile: the `current` of a 412 answer, parsed with the record's
 * `schema`; null for any other failure (or a 412 without a readable record).
 */
export function staleRecord<S extends z.ZodMiniType>(error: unknown, schema: S): z.infer<S> | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const parsed = schema.safeParse((error.body as { current?: unknown }).current);
  return parsed.success ? parsed.data : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's values after a 412 (docs/rules.md#record-versions), all three as the form holds them:
 * `loaded` from the record the editor had, `current` from the record as it is now, `values` as
 * typed. Answers the values to show — the current ones, except the fields the editor changed and
 * the other person did not, which keep the editor's value — and the fields the other person
 * changed (to list for review).
 */
export function rebaseValues<V extends Record<string, unknown>>(options: {
  values: V;
  loaded: V;
  current: V;
}): { values: V; changed: (keyof V & string)[] } {
  const { values, loaded, current } = options;
  const keys = Object.keys(current) as (keyof V & string)[];
  const changed = keys.filter((key) => !same(loaded[key], current[key]));
  const rebased = Object.fromEntries(
    keys.map((key) => [
      key,
      changed.includes(key) || same(values[key], loaded[key]) ? current[key] : values[key],
    ]),
  ) as V;
  return { values: rebased, changed };
}
