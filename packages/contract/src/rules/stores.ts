import { STORE_NAME_MAX, type TextLanguage } from '../constants';
import { byLanguage, textLanguage } from './locale';

/** Named HTML entities that show up in store names typed into the old back office. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
  numero: '№',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    // Control characters and invalid code points would only hide text: drop them.
    if (!Number.isFinite(code) || code < 32 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      return '';
    return String.fromCodePoint(code);
  }
  const named = NAMED_ENTITIES[body.toLowerCase()];
  // An unknown named entity is markup, not text (docs/rules.md#store-name: "name cleaned of markup").
  return named ?? (entity.endsWith(';') ? '' : entity);
}

/**
 * Store name cleaned of markup (docs/rules.md#store): drops `<script>`/`<style>` blocks, HTML comments and
 * tags, decodes entities (`&amp;`, `&nbsp;`, `&#171;`, `&#xAB;`; unknown named ones are removed),
 * turns every run of whitespace into one space and trims. `'<b>Шоп</b>&nbsp;&amp;&nbsp;Ко'` →
 * `'Шоп & Ко'`. Pure: the API applies it to every store name it answers.
 */
export function cleanStoreName(raw: string): string {
  const withoutMarkup = raw
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Tags, including unterminated ones at the end (`Shop <b`); `<br>`/`</p>` separate words.
    .replace(/<\/?[a-z!][^>]*(>|$)/gi, ' ');
  // Entities are decoded after the tags are gone, so an encoded `&lt;b&gt;` stays visible text.
  const decoded = withoutMarkup.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (entity, body: string) =>
    decodeEntity(entity, body),
  );
  return decoded.replace(/\s+/g, ' ').trim();
}

/**
 * Store name for the store selector (docs/rules.md#store-selector, docs/rules.md#spec-9): at most `STORE_NAME_MAX` (15)
 * characters, counted in code points; a longer name keeps its first 15 characters (trailing spaces
 * dropped) followed by '…'.
 */
export function truncateStoreName(name: string, max: number = STORE_NAME_MAX): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Ranking of one retail outlet (docs/rules.md#store Store.ranking): its place, null when not ranked. */
export type StoreRankingValue = { number: number | null; outlets_count: number };

const RANKING_TEXT = {
  ru: { of: 'из', notRanked: 'не в рейтинге' },
  en: { of: 'of', notRanked: 'not ranked' },
} as const;

/**
 * The ranking label of the store selector (docs/rules.md#store-selector): 'N из M' (English 'N of M');
 * 'не в рейтинге' ('not ranked') when the outlet has no place; with the user's ranking access flag
 * false the place is hidden: '? из M' ('? of M') whether ranked or not, so nothing is revealed.
 * `null` ranking (not a retail outlet) gives null: no label.
 * `lang` may be any locale: pl and rs use the English words.
 */
export function rankingLabel(
  ranking: StoreRankingValue | null,
  access: boolean,
  lang: TextLanguage | string,
): string | null {
  if (!ranking) return null;
  const text = byLanguage(RANKING_TEXT, textLanguage(lang));
  if (!access) return `? ${text.of} ${ranking.outlets_count}`;
  if (ranking.number === null) return text.notRanked;
  return `${ranking.number} ${text.of} ${ranking.outlets_count}`;
}

/**
 * Key of an occupancy entry in `User.store_occupancy` (docs/rules.md#occupancy-entry): `${product_category_id}:${size}:${is_premium}`,
 * a missing size written as `null` — e.g. `'12:40x50:true'`, `'7:null:false'`.
 */
export function storeOccupancyKey(entry: {
  product_category_id: number;
  size: string | null;
  is_premium: boolean;
}): string {
  return `${entry.product_category_id}:${entry.size ?? 'null'}:${entry.is_premium}`;
}
