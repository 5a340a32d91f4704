import { FEED_FIELDS, type FeedField, type FeedProblem } from '@kits/contract';
import { refusedRows } from '@/lib/refused-rows';

const isField = (name: string | undefined): name is FeedField => FEED_FIELDS.includes(name as FeedField);

/**
 * The problems of a refused feed (422, docs/feeds.md#errors) from its field errors: `line.N.field`
 * and `line.N` become rows by line; `file` and `rows` (the whole file) have no line and come first.
 */
export function feedErrorProblems(errors: Record<string, string[]> | undefined): {
  general: string[];
  problems: FeedProblem[];
} {
  return refusedRows(errors, isField);
}
