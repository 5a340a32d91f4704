import type { FeedField, FeedProblem, TextLanguage } from '@kits/contract';
import { FEED_PROBLEMS_LISTED } from '@kits/contract';
import type { MessageKey } from '../../lib/messages';
import { feedsMessage } from './feeds.messages';

type Key = MessageKey<'feeds'>;

/**
 * The problems of a feed's rows (docs/feeds.md#errors): each names its line and field, in `lang`.
 * Every problem is counted; the first FEED_PROBLEMS_LISTED are kept for the report.
 */
export class FeedProblems {
  readonly listed: FeedProblem[] = [];
  private readonly refusedLines = new Set<number>();

  constructor(readonly lang: TextLanguage) {}

  /** The field's name as the template's header shows it in `lang`. */
  label(field: FeedField): string {
    return feedsMessage(this.lang, `field.${field}` as Key);
  }

  add(options: {
    line: number;
    field: FeedField | null;
    key: Key;
    params?: Record<string, string | number>;
  }) {
    const { line, field, key } = options;
    this.refusedLines.add(line);
    if (this.listed.length >= FEED_PROBLEMS_LISTED) return;
    const params = { line, ...(field ? { field: this.label(field) } : {}), ...options.params };
    this.listed.push({ line, field, message: feedsMessage(this.lang, key, params) });
  }

  /** Rows (lines) with at least one problem. */
  get refused(): number {
    return this.refusedLines.size;
  }

  /** The listed problems as a 422 body's field errors, keyed `line.<n>.<field>` (`line.<n>` for a whole row). */
  fieldErrors(): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    for (const p of this.listed) {
      const name = p.field ? `line.${p.line}.${p.field}` : `line.${p.line}`;
      errors[name] = [...(errors[name] ?? []), p.message];
    }
    return errors;
  }
}
