import { FEED_FIELDS, type FeedField, type FeedProblem } from '@kits/contract';

const isField = (name: string | undefined): name is FeedField => FEED_FIELDS.includes(name as FeedField);

/**
 * The problems of a refused feed (422, docs/feeds.md#errors) from its field errors: `line.N.field`
 * and `line.N` become rows by line; `file` and `rows` (the whole file) have no line and come first.
 */
export function feedErrorProblems(errors: Record<string, string[]> | undefined): {
  general: string[];
  problems: FeedProblem[];
} {
  const general: string[] = [];
  const problems: FeedProblem[] = [];
  for (const [name, messages] of Object.entries(errors ?? {})) {
    const match = /^line\.(\d+)(?:\.(\w+))?$/.exec(name);
    if (!match) {
      general.push(...messages);
      continue;
    }
    const field = isField(match[2]) ? match[2] : null;
    for (const message of messages) problems.push({ line: Number(match[1]), field, message });
  }
  problems.sort((a, b) => a.line - b.line);
  return { general, problems };
}
