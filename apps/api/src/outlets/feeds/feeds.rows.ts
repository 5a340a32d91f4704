import {
  FEED_KIND_FIELDS,
  type FeedField,
  type FeedKind,
  MAIN_STORE_ID,
  MAX_SHELF_CAPACITY,
  MAX_SHELF_SIZE,
} from '@kits/contract';
import type { FeedProblems } from './feeds.problems';
import { isBlank, readCount, readDay, readFlag, readId, readMoney, text } from './feeds.values';

/** One row of a feed as the core takes it: field name → value (text from a file, JSON values from the machine API). */
export type FeedRow = Readonly<Partial<Record<FeedField, unknown>>>;

/** A row's values once read (every field of its kind when `ok`; those read well otherwise). */
export type ReadRow = {
  ok: boolean;
  line: number;
  outlet: number;
  warehouse: number;
  code: string;
  day: string;
  quantity: number;
  amount: string;
  line_id: string;
  category: number;
  size: string | null;
  premium: boolean;
  capacity: number;
  cost: string;
};

/** Longest product code and sender's line id, in characters. */
const CODE_MAX = 200;
const MAIN_STORES = new Set<number>(Object.values(MAIN_STORE_ID));

type Reader = (value: unknown) => unknown;
const within = (max: number) => (value: unknown) => {
  const n = readCount(value);
  return n !== undefined && n <= max ? n : undefined;
};
const textUpTo = (max: number) => (value: unknown) => {
  const t = text(value);
  return t.length <= max ? t : undefined;
};

/** How each field is read and the message when it is not; the defaults of optional fields. */
const FIELDS: Record<
  FeedField,
  { read: Reader; bad: 'notId' | 'notCount' | 'notDay' | 'notMoney' | 'notFlag' | 'tooLong'; max?: number }
> = {
  outlet: { read: readId, bad: 'notId' },
  warehouse: { read: readId, bad: 'notId' },
  code: { read: textUpTo(CODE_MAX), bad: 'tooLong', max: CODE_MAX },
  day: { read: readDay, bad: 'notDay' },
  quantity: { read: readCount, bad: 'notCount' },
  amount: { read: readMoney, bad: 'notMoney' },
  line_id: { read: textUpTo(CODE_MAX), bad: 'tooLong', max: CODE_MAX },
  category: { read: readId, bad: 'notId' },
  size: { read: textUpTo(MAX_SHELF_SIZE), bad: 'tooLong', max: MAX_SHELF_SIZE },
  premium: { read: readFlag, bad: 'notFlag' },
  capacity: { read: within(MAX_SHELF_CAPACITY), bad: 'notCount' },
  cost: { read: readMoney, bad: 'notMoney' },
};

/**
 * Reads every row of a `kind` feed: each field of the kind (FEED_KIND_FIELDS) present and well
 * formed, optional ones defaulted (warehouse: `mainStoreId`; size: every size; premium: no; cost:
 * 1); a main warehouse must be 1 or 56. Problems go to `problems`; answers every row with the
 * values read well (`ok` when all were), so the ids of a row with a bad field are still checked
 * against the database later.
 */
export function readRows(options: {
  kind: FeedKind;
  rows: readonly FeedRow[];
  lines: readonly number[];
  mainStoreId: number;
  problems: FeedProblems;
}): ReadRow[] {
  const { kind, rows, lines, problems } = options;
  const { fields, optional } = FEED_KIND_FIELDS[kind];
  const defaults: Partial<Record<FeedField, unknown>> = {
    warehouse: options.mainStoreId,
    size: null,
    premium: false,
    cost: '1',
  };
  const read: ReadRow[] = [];
  rows.forEach((row, index) => {
    const line = lines[index] ?? index + 1;
    const values: Record<string, unknown> = { line };
    let ok = true;
    for (const field of fields) {
      const raw = row?.[field];
      if (isBlank(raw)) {
        if (optional.includes(field)) values[field] = defaults[field];
        else {
          problems.add({ line, field, key: 'required' });
          ok = false;
        }
        continue;
      }
      const spec = FIELDS[field];
      const value = spec.read(raw);
      if (value === undefined) {
        problems.add({
          line,
          field,
          key: spec.bad,
          params: { value: text(raw).slice(0, 60), max: spec.max ?? 0 },
        });
        ok = false;
      } else values[field] = value;
    }
    if (ok && fields.includes('warehouse') && !MAIN_STORES.has(values.warehouse as number)) {
      problems.add({
        line,
        field: 'warehouse',
        key: 'unknownWarehouse',
        params: { value: String(values.warehouse) },
      });
      ok = false;
    }
    values.ok = ok;
    read.push(values as ReadRow);
  });
  return read;
}
