/**
 * Quick order (docs/rules.md#quick-order): lines of "code quantity" pasted or read from a buyer's
 * CSV/XLSX, turned into input lines the server matches against the catalogue. Pure, shared by the
 * page (pasted text) and the server (files, counts, code keys).
 */

/** Most input lines one check or one add takes. */
export const QUICK_ORDER_MAX_LINES = 500;
/** Largest quantity of one line. */
export const QUICK_ORDER_MAX_COUNT = 99_999;

/** One line as the buyer gave it: its 1-based line number, the code and the quantity as typed. */
export type QuickOrderInput = { line: number; code: string; quantity: string };

/**
 * The key a product code is matched by: lower case, letters and digits only, so "pn 40 0001",
 * "PN-40-0001" and "pn40/0001" are the same code. The server compares it with the SQL twin
 * `productCodeKeySql` (apps/api/src/ordering/basket/quick-order.repository.ts), whose lower() is
 * the catalogue search's (case-insensitive like the search box).
 */
export function productCodeKey(code: string): string {
  return code.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The count of a quantity as typed: a whole number 1…QUICK_ORDER_MAX_COUNT ("24", "+24", "24.0",
 * "24.00"); null for anything else ("", "abc", "2.5", "0", "-3", "100000").
 */
export function parseQuickOrderCount(raw: string): number | null {
  const match = /^\+?(\d{1,9})(?:\.0+)?$/.exec(raw.trim());
  if (!match) return null;
  const count = Number(match[1]);
  return count >= 1 && count <= QUICK_ORDER_MAX_COUNT ? count : null;
}

/** Surrounding quotes of a pasted cell ("PN-0001" from a CSV opened as text). */
const unquote = (cell: string) => cell.replace(/^["'«]+|["'»]+$/g, '');

/** A line without any digit: a header ("Артикул;Количество", "code qty"), never an order line. */
const isHeaderRow = (cells: readonly string[]) => !cells.some((cell) => /\d/.test(cell));

/**
 * Pasted text → input lines. Separators: spaces, tabs, ";" and ","; the last cell of a line is its
 * quantity and the cells before it its code (so a code typed with spaces still matches), one cell
 * alone is a code without a quantity. Blank lines are skipped, and so is a first line without any
 * digit (a header). Line numbers count every line of the text, 1-based.
 */
export function parseQuickOrderText(text: string): QuickOrderInput[] {
  const out: QuickOrderInput[] = [];
  let seenLine = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const cells = raw
      .split(/[\s;,]+/)
      .map(unquote)
      .filter((cell) => cell !== '');
    if (cells.length === 0) return;
    const first = !seenLine;
    seenLine = true;
    if (first && isHeaderRow(cells)) return;
    const quantity = cells.length > 1 ? cells[cells.length - 1]! : '';
    const code = (cells.length > 1 ? cells.slice(0, -1) : cells).join(' ');
    out.push({ line: index + 1, code, quantity });
  });
  return out;
}

/** Header names of the code and the quantity column (lower case, compared by prefix). */
const CODE_HEADERS = ['код', 'артикул', 'арт', 'code', 'sku', 'article', 'item', 'product', 'товар'];
const COUNT_HEADERS = [
  'кол',
  'количество',
  'заказ',
  'qty',
  'quantity',
  'count',
  'amount',
  'pcs',
  'шт',
  'order',
];

const findColumn = (header: readonly string[], names: readonly string[]) =>
  header.findIndex((cell) => {
    const name = cell.trim().toLowerCase();
    return name !== '' && names.some((n) => name.startsWith(n));
  });

/**
 * Table rows (a CSV's or a sheet's, `line` 1-based) → input lines. A first row without any digit
 * is a header: the code column is the one named like a code (Код, Артикул, Code, SKU…), the
 * quantity column the one named like a quantity (Кол-во, Количество, Qty…), else the first and the
 * last column. Without a header: the first non-empty cell is the code, the last the quantity (a
 * row of one cell has no quantity). Empty rows are skipped.
 */
export function quickOrderRows(
  rows: readonly { line: number; cells: readonly string[] }[],
): QuickOrderInput[] {
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const [head] = filled;
  if (!head) return [];
  const header = isHeaderRow(head.cells) ? head.cells : null;
  const codeColumn = header ? Math.max(findColumn(header, CODE_HEADERS), 0) : -1;
  const countColumn = header ? findColumn(header, COUNT_HEADERS) : -1;
  return (header ? filled.slice(1) : filled).map(({ line, cells }) => {
    const trimmed = cells.map((cell) => cell.trim());
    if (header) {
      const quantityAt = countColumn >= 0 ? countColumn : trimmed.length - 1;
      return {
        line,
        code: trimmed[codeColumn] ?? '',
        quantity: quantityAt === codeColumn ? '' : (trimmed[quantityAt] ?? ''),
      };
    }
    const present = trimmed.filter((cell) => cell !== '');
    return { line, code: present[0] ?? '', quantity: present.length > 1 ? present[present.length - 1]! : '' };
  });
}

/**
 * The delimiter of a CSV from its first lines: the one of ";", ",", tab and "|" that occurs most
 * often outside quotes (Russian Excel writes ";", others ","); "," when none occurs.
 */
export function detectCsvDelimiter(sample: string): string {
  const lines = sample
    .split(/\r\n|\r|\n/)
    .slice(0, 10)
    .join('\n')
    .replace(/"[^"]*"/g, '');
  let best = ',';
  let bestCount = 0;
  for (const delimiter of [';', ',', '\t', '|']) {
    const count = lines.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}
