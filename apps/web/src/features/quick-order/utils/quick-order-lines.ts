import {
  type Currency,
  fromMinor,
  type QuickOrderCheckedLine,
  type QuickOrderInputLine,
  toMinor,
} from '@kits/contract';

/** The text lines of a pasted text, as `parseQuickOrderText` numbers them (1-based, every line). */
const textLines = (text: string) => text.split(/\r\n|\r|\n/);

/** Input lines (a file's) as the text the box shows: one "code quantity" a line. */
export const linesToText = (lines: readonly QuickOrderInputLine[]) =>
  lines.map((line) => `${line.code} ${line.quantity}`.trim()).join('\n');

/** A checked line that can go into the basket as it is: a product, a count, no problem. */
export const isReady = (
  line: QuickOrderCheckedLine,
): line is QuickOrderCheckedLine & {
  product: NonNullable<QuickOrderCheckedLine['product']>;
  count: number;
} => line.problem === null && line.product !== null && line.count !== null;

/**
 * `text` (the text the check read) with the checked line's quantity set to the units available
 * (docs/rules.md#quick-order "offer the available quantity"): its first text line becomes
 * "code available", the repeated lines of the same product are dropped.
 */
export function takeAvailable(text: string, line: QuickOrderCheckedLine): string {
  if (line.available === null) return text;
  const [first, ...repeats] = line.lines;
  const drop = new Set(repeats);
  return textLines(text)
    .map((row, index) => (index + 1 === first ? `${line.code} ${line.available}` : row))
    .filter((_, index) => !drop.has(index + 1))
    .join('\n');
}

/** `text` without the text lines of `added` (what went into the basket); blank lines trimmed. */
export function withoutLines(text: string, added: readonly QuickOrderCheckedLine[]): string {
  const drop = new Set(added.flatMap((line) => line.lines));
  return textLines(text)
    .filter((row, index) => !drop.has(index + 1) && row.trim() !== '')
    .join('\n');
}

/** What "Add N lines" would add: lines, units and the sum at the discounted price (2 decimals). */
export type QuickOrderSummary = {
  lines: number;
  units: number;
  sum: string | null;
  currency: Currency | null;
};

/**
 * The summary of the chosen ready lines: `sum` is Σ price_with_discount × count in integer minor
 * units (docs/rules.md#spec-9), null when prices are hidden from the user.
 */
export function summarize(lines: readonly QuickOrderCheckedLine[]): QuickOrderSummary {
  let units = 0;
  let minor = 0;
  let priced = true;
  for (const line of lines) {
    if (!isReady(line)) continue;
    units += line.count;
    if (line.product.price_with_discount === null) priced = false;
    else minor += toMinor(line.product.price_with_discount) * line.count;
  }
  const ready = lines.filter(isReady);
  return {
    lines: ready.length,
    units,
    sum: priced && ready.length > 0 ? fromMinor(minor) : null,
    currency: ready[0]?.product.currency ?? null,
  };
}
