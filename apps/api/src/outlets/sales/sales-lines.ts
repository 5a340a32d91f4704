import type { TextLanguage } from '@kits/contract';
import { AppError } from '../../lib/app-error';
import { salesMessage } from './sales.messages';

/**
 * One sales line as a feed sends it (docs/rules.md#sales-writer): what an outlet sold of a product
 * on a day.
 * - `storeId`: the outlet (an existing store); `productId`: an existing product.
 * - `soldOn`: the day, 'YYYY-MM-DD' (the outlet's own calendar day).
 * - `quantity`: units sold, a whole number ≥ 0.
 * - `amount`: what they were sold for, in the outlet's currency: a decimal string ≥ 0 with at most
 *   two decimals ('1250.50'), at most 10 digits before the point.
 * - `externalId`: the line's id in the system it comes from, unique per outlet (1–200 characters):
 *   sending it again corrects the line instead of adding one. null: a line with no outside
 *   identity, always added (the demo seed's history) — a feed must give ids to be replayable.
 */
export type SalesLineInput = {
  storeId: number;
  productId: number;
  soldOn: string;
  quantity: number;
  amount: string;
  externalId: string | null;
};

/** Field errors kept in the 422 answer; the message still counts every refused line. */
export const MAX_FIELD_ERRORS = 100;
const MAX_INT = 2_147_483_647;
const EXTERNAL_ID_MAX = 200;

const isId = (v: unknown): v is number =>
  Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= MAX_INT;

/** A real calendar day written 'YYYY-MM-DD'. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The fields of `line` that are wrong, as message keys (ids are checked against the database
 * later); `days` remembers the days already found good (a batch has few distinct days).
 */
function lineProblems(line: SalesLineInput, days: Set<string>) {
  const problems: [keyof SalesLineInput, Parameters<typeof salesMessage>[1]][] = [];
  if (!isId(line?.storeId)) problems.push(['storeId', 'bad_store']);
  if (!isId(line?.productId)) problems.push(['productId', 'bad_product']);
  const day = line?.soldOn;
  if (!days.has(day)) {
    if (isDay(day)) days.add(day);
    else problems.push(['soldOn', 'bad_day']);
  }
  const q = line?.quantity;
  if (!Number.isSafeInteger(q) || q < 0 || q > MAX_INT) problems.push(['quantity', 'bad_quantity']);
  if (typeof line?.amount !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(line.amount))
    problems.push(['amount', 'bad_amount']);
  const id = line?.externalId;
  if (id !== null && (typeof id !== 'string' || id.length === 0 || id.length > EXTERNAL_ID_MAX))
    problems.push(['externalId', 'bad_external_id']);
  return problems;
}

/** Collects field errors as `lines.<index>.<field>` → messages; counts the lines with any. */
export class LineErrors {
  readonly errors: Record<string, string[]> = {};
  private readonly refused = new Set<number>();
  private fields = 0;

  constructor(private readonly lang: TextLanguage) {}

  add(index: number, field: keyof SalesLineInput, key: Parameters<typeof salesMessage>[1]) {
    this.refused.add(index);
    if (this.fields >= MAX_FIELD_ERRORS) return;
    this.fields++;
    const name = `lines.${index}.${field}`;
    this.errors[name] = [...(this.errors[name] ?? []), salesMessage(this.lang, key)];
  }

  /** Throws UNPROCESSABLE (422) with the field errors when any line was refused. */
  throwIfAny(): void {
    if (this.refused.size === 0) return;
    const [field, texts] = Object.entries(this.errors)[0]!;
    throw new AppError('UNPROCESSABLE', {
      message: salesMessage(this.lang, 'rejected', {
        count: this.refused.size,
        first: `${field} ${texts[0]}`,
      }),
      errors: this.errors,
    });
  }
}

/**
 * Checks every line's fields and that no outlet's external id comes twice (one statement cannot
 * write one line twice); records problems in `errors`.
 */
export function checkLines(lines: readonly SalesLineInput[], errors: LineErrors): void {
  const seen = new Set<string>();
  const days = new Set<string>();
  lines.forEach((line, index) => {
    for (const [field, key] of lineProblems(line, days)) errors.add(index, field, key);
    if (typeof line?.externalId !== 'string') return;
    const key = `${line.storeId}\u0000${line.externalId}`;
    if (seen.has(key)) errors.add(index, 'externalId', 'repeated_external_id');
    seen.add(key);
  });
}
