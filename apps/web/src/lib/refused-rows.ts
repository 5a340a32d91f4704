/** A refused row of an uploaded file: its line, the field named (null: the whole row) and the message. */
export type RefusedRow<F extends string> = { line: number; field: F | null; message: string };

/**
 * The rows of a refused upload (422) from its field errors (docs/feeds.md#errors): `line.N.field`
 * and `line.N` become rows by line (a field `isField` does not know counts as the whole row);
 * `file`, `rows` and any other name (the whole file) have no line and come first, in `general`.
 */
export function refusedRows<F extends string>(
  errors: Record<string, string[]> | undefined,
  isField: (name: string | undefined) => name is F,
): { general: string[]; problems: RefusedRow<F>[] } {
  const general: string[] = [];
  const problems: RefusedRow<F>[] = [];
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
