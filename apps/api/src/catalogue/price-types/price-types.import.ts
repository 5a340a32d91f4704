import {
  CURRENCIES,
  type Currency,
  FEED_PROBLEMS_LISTED,
  type PriceTypePriceField,
  type PriceTypePriceProblem,
  type PriceTypePricesReport,
  type TextLanguage,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MessageKey } from '../../lib/messages';
import { parseMoney } from '../import';
import { priceTypesMessage } from './price-types.messages';
import { findProductIds, findTypePrices, type TypePrice, writeTypePrices } from './price-types.repository';
import { loadPriceType, requireStaff } from './price-types.service';

/** One row of a price-type prices file as read: its fields as text (missing ones absent). */
export type TypePriceRow = Partial<Record<PriceTypePriceField, string>>;

/** A row read well: the product's code, the currency and the price (null: back to the list price). */
type Checked = { line: number; code: string; currency: Currency; price: string | null };

/** The largest price numeric(12,2) holds. */
const MAX_PRICE = 9_999_999_999.99;

/** The problems of a file's rows, in `lang`; the first FEED_PROBLEMS_LISTED kept for the report. */
class Problems {
  readonly listed: PriceTypePriceProblem[] = [];
  readonly lines = new Set<number>();
  constructor(
    readonly lang: TextLanguage,
    readonly label: (field: PriceTypePriceField) => string,
  ) {}

  add(line: number, field: PriceTypePriceField | null, key: MessageKey<'price-types'>, params = {}) {
    this.lines.add(line);
    if (this.listed.length >= FEED_PROBLEMS_LISTED) return;
    const named = { line, ...(field ? { field: this.label(field) } : {}), ...params };
    this.listed.push({ line, field, message: priceTypesMessage(this.lang, key, named) });
  }
}

/** Reads a row's fields: a code, a known currency (`fallback` when empty), a price above 0 or empty. */
function checkRow(row: TypePriceRow, line: number, fallback: Currency, problems: Problems): Checked | null {
  const code = (row.code ?? '').trim();
  const currencyText = (row.currency ?? '').trim().toUpperCase();
  const priceText = (row.price ?? '').trim();
  let ok = true;
  if (!code) {
    problems.add(line, 'code', 'required');
    ok = false;
  }
  const currency = (currencyText || fallback) as Currency;
  if (!(CURRENCIES as readonly string[]).includes(currency)) {
    problems.add(line, 'currency', 'notCurrency', { value: currencyText, currencies: CURRENCIES.join(', ') });
    ok = false;
  }
  const price = priceText === '' ? null : parseMoney(priceText);
  if (priceText !== '' && (price === null || Number(price) > MAX_PRICE)) {
    problems.add(line, 'price', 'notPrice', { value: priceText.slice(0, 50) });
    ok = false;
  }
  return ok ? { line, code, currency, price } : null;
}

/**
 * Imports a price type's prices from a file's rows (docs/rules.md#buyer-price; read by the staff
 * file upload, channels/feeds): each row sets the type's price of the product (by its exact code)
 * in the currency (the version's when the column is missing or empty), or with an empty price
 * removes it, so the product's list price applies again. Products and currencies not in the file
 * keep theirs. Checked whole first: with any refused row nothing is written — a preview lists the
 * problems, an apply answers 422 `errors['line.<n>.<field>']`. Applied in one transaction holding
 * the type's row, with one audit row (entity `price_type`, action `prices`: the file and counts);
 * the write moves catalog_revision, so catalogue pages and kept answers show it on the next request.
 */
export async function importTypePrices(
  ctx: RequestContext,
  options: {
    db: Db;
    id: number;
    rows: readonly TypePriceRow[];
    lines: readonly number[];
    preview: boolean;
    fileName: string | null;
    label: (field: PriceTypePriceField) => string;
  },
): Promise<PriceTypePricesReport> {
  const userId = requireStaff(ctx);
  const { db, id, rows, lines, preview, fileName } = options;
  return db.transaction(async (tx) => {
    await loadPriceType(ctx, { db: tx, id, lock: true });
    const problems = new Problems(ctx.lang, options.label);
    if (rows.length === 0) problems.add(1, null, 'noRows');
    const checked = rows.flatMap(
      (row, i) => checkRow(row, lines[i] ?? i + 2, ctx.defaultCurrency, problems) ?? [],
    );
    const plan = await planWrites(tx, { id, checked, problems });
    const report: PriceTypePricesReport = {
      preview,
      applied: false,
      file_name: fileName,
      rows: rows.length,
      changed: plan.set.length + plan.remove.length,
      unchanged: plan.unchanged,
      errors: problems.lines.size,
      problems: problems.listed,
    };
    if (problems.lines.size > 0 && !preview) throw rejected(ctx.lang, problems);
    if (preview || report.changed === 0) return report;
    await writeTypePrices(tx, { typeId: id, set: plan.set, remove: plan.remove });
    await insertAudit(tx, {
      userId,
      entity: 'price_type',
      entityId: id,
      action: 'prices',
      changes: { file: [null, fileName], set: [null, plan.set.length], removed: [null, plan.remove.length] },
    });
    return { ...report, applied: true };
  });
}

/** What the checked rows change against the type's prices now; unknown codes and repeats are problems. */
async function planWrites(
  db: Executor,
  options: { id: number; checked: readonly Checked[]; problems: Problems },
): Promise<{ set: TypePrice[]; remove: { productId: number; currency: string }[]; unchanged: number }> {
  const { checked, problems } = options;
  const ids = await findProductIds(db, [...new Set(checked.map((c) => c.code))]);
  const held = await findTypePrices(db, { typeId: options.id, productIds: [...ids.values()] });
  const seen = new Map<string, number>();
  const set: TypePrice[] = [];
  const remove: { productId: number; currency: string }[] = [];
  let unchanged = 0;
  for (const row of checked) {
    const productId = ids.get(row.code);
    if (productId === undefined) {
      problems.add(row.line, 'code', 'unknownProduct', { value: row.code.slice(0, 200) });
      continue;
    }
    const key = `${productId}:${row.currency}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.add(row.line, null, 'repeated', { first });
      continue;
    }
    seen.set(key, row.line);
    const now = held.get(key) ?? null;
    if (now === row.price) unchanged += 1;
    else if (row.price === null) remove.push({ productId, currency: row.currency });
    else set.push({ productId, currency: row.currency, wholesale: row.price });
  }
  return { set, remove, unchanged };
}

/** The 422 of an apply with refused rows: the count and first problem, each listed problem as a field error. */
function rejected(lang: TextLanguage, problems: Problems): AppError {
  const errors: Record<string, string[]> = {};
  for (const p of problems.listed) {
    const name = p.field ? `line.${p.line}.${p.field}` : `line.${p.line}`;
    errors[name] = [...(errors[name] ?? []), p.message];
  }
  const first = problems.listed[0]?.message ?? '';
  return new AppError('UNPROCESSABLE', {
    message: priceTypesMessage(lang, 'rejected', { count: problems.lines.size, first }),
    errors,
  });
}
