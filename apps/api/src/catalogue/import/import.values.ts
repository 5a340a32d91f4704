/** Value normalizers shared by the feed parsers: money, counts, weights, lists. */

const DECIMAL = /^(\d{1,12})(?:\.(\d+))?$/;

/** `"1 290,5"` → `"1290.50"`: spaces dropped, comma as decimal point. Null when not a plain number. */
function splitDecimal(raw: string | null | undefined): { whole: string; fraction: string } | null {
  if (raw == null) return null;
  const cleaned = raw.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const match = DECIMAL.exec(cleaned);
  if (!match) return null;
  return { whole: match[1]!, fraction: match[2] ?? '' };
}

/**
 * Money as a 2-decimal string, rounded half up on the third decimal by string arithmetic (no float
 * drift). Null for empty, malformed, negative or zero amounts.
 */
export function parseMoney(raw: string | null | undefined): string | null {
  const parts = splitDecimal(raw);
  if (!parts) return null;
  let cents = BigInt(parts.whole) * 100n + BigInt(`${parts.fraction}00`.slice(0, 2));
  if ((parts.fraction[2] ?? '0') >= '5') cents += 1n;
  if (cents <= 0n) return null;
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** Compares two `parseMoney` results. */
export const moneyAbove = (a: string, b: string) => BigInt(a.replace('.', '')) > BigInt(b.replace('.', ''));

/** A stock count: a whole number, negatives clamped to 0 (oversold Shopify stock); null if absent. */
export function parseQuantity(raw: string | null | undefined): number | null {
  const text = raw?.trim();
  if (!text || !/^-?\d+(?:[.,]0+)?$/.test(text)) return null;
  return Math.max(0, Number.parseInt(text, 10));
}

/** A decimal like `"0.35"` in its shortest form; null when empty, malformed or zero. */
export function parseDecimal(raw: string | null | undefined): string | null {
  const parts = splitDecimal(raw);
  if (!parts) return null;
  const fraction = parts.fraction.replace(/0+$/, '');
  const whole = parts.whole.replace(/^0+(?=\d)/, '');
  if (/^0*$/.test(parts.whole) && fraction === '') return null;
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Grams (Shopify) to a kilogram decimal string with at most 3 decimals. */
export function gramsToKg(raw: string | null | undefined): string | null {
  const grams = parseDecimal(raw);
  if (grams == null) return null;
  return parseDecimal((Math.round(Number(grams)) / 1000).toFixed(3));
}

/** ISO 4217 code; YML's historical `RUR` is `RUB`. */
export function normalizeCurrency(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase();
  if (!code) return null;
  return code === 'RUR' ? 'RUB' : code;
}

/** Trimmed text with inner whitespace runs collapsed; null when empty. */
export function cleanText(raw: string | null | undefined): string | null {
  const text = raw?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

/** Non-empty values in first-seen order, duplicates removed (case-sensitive, as URLs are). */
export function uniqueValues(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const text = value?.trim();
    if (text) seen.add(text);
  }
  return [...seen];
}

/** Shopify tags: comma-separated, trimmed, duplicates (ignoring case) removed. */
export function splitTags(raw: string | null | undefined): string[] {
  const byLower = new Map<string, string>();
  for (const part of (raw ?? '').split(',')) {
    const tag = cleanText(part);
    if (tag && !byLower.has(tag.toLowerCase())) byLower.set(tag.toLowerCase(), tag);
  }
  return [...byLower.values()];
}
