/**
 * The normalized model of a catalogue feed (docs/rules.md#decisions-7). Each parser (`parseYml`, `parseShopifyCsv`,
 * or `parseFeed`, which detects the format) turns a byte stream into an async stream of
 * `ImportEvent`s that the writer consumes one by one, so a feed of any size is read in bounded memory.
 *
 * Order guarantees the writer may rely on:
 * - a `category` event comes before any item or child category that references its key, and a
 *   category key is announced once;
 * - items come in feed order; a `problem` with `level: 'error'` replaces the item it rejects, one
 *   with `level: 'warning'` comes right before the item it concerns (which is still emitted);
 * - a broken or empty file makes the iterator throw `ImportFileError` after the events read so far:
 *   the writer should apply everything in one transaction and roll back on that error.
 *
 * Decisions:
 * - Keys are the feed's own ids, unprefixed: YML offer id / category id; Shopify `handle` for a
 *   product without options, `handle/value1/value2` for a variant. The writer namespaces them per
 *   source when two feeds could share ids.
 * - Money is a decimal string with 2 decimals (`"1290.00"`), never a float. A price must be > 0;
 *   an old price not above the price is dropped (YML's own rule).
 * - Descriptions become plain text (parse5: blocks and `<br>` become line breaks, list items get a
 *   "- "), so nothing from a feed can inject markup into our pages.
 * - An offer whose category is missing or unknown is still imported, under the `UNCATEGORISED`
 *   category (announced on first use), with a warning: the content manager moves it later.
 *   A Shopify product without Type / Product category goes there too, silently (both are optional).
 * - `code` (our unique product code): YML vendorCode, else the offer id; Shopify SKU, else
 *   handle + slugified option values. A repeated code or key rejects the later item.
 * - Category slugs are transliterated (`Картины по номерам` → `kartiny-po-nomeram`) and made
 *   unique within one feed with `-2`, `-3`…; the writer still checks them against the database.
 */

export type ImportFormat = 'yml' | 'shopify';

/** A node of the feed's category tree. `parentKey` null = a root. */
export interface ImportCategory {
  key: string;
  parentKey: string | null;
  name: string;
  /** Latin slug, unique within the feed. */
  slug: string;
  /** The category's name in the stock system it comes from (`categories.moysklad_name`): its folder path. */
  moyskladName?: string;
}

/** A YML `<param name unit>` or a Shopify option (`Size: Large`). */
export interface ImportParam {
  name: string;
  value: string;
  unit: string | null;
}

/** One product to create or update, keyed by `key`. */
export interface ImportItem {
  /** Stable key: YML offer id; Shopify handle, or handle/option values for a variant. */
  key: string;
  /** Line where the offer element / CSV record starts (1-based), for messages. */
  line: number | null;
  /** The feed's id of the offer (YML) or product (Shopify handle). */
  offerId: string;
  /** Items sharing it are variants of one product: YML `group_id`, Shopify handle. */
  groupKey: string | null;
  /** Our product code: vendorCode / SKU, with the fallbacks in the decisions above. */
  code: string;
  name: string;
  /** Plain text (HTML converted), or null. */
  description: string | null;
  categoryKey: string;
  /** Decimal string, 2 decimals, > 0. */
  price: string;
  /** Crossed-out price, above `price`, or null. */
  oldPrice: string | null;
  /** Purchase price (Shopify "Cost per item", YML `purchase_price`), or null. */
  cost: string | null;
  /** ISO 4217 code (YML's RUR becomes RUB). */
  currency: string;
  /** Stock count (≥ 0) when the feed gives one. */
  quantity: number | null;
  available: boolean;
  vendor: string | null;
  barcode: string | null;
  /** Kilograms as a decimal string (Shopify grams are converted), or null. */
  weight: string | null;
  url: string | null;
  /** Picture URLs, duplicates removed, feed order kept (a Shopify variant's own image first). */
  pictures: string[];
  params: ImportParam[];
  tags: string[];
  /** English name and description when the source has them (else both languages take `name`). */
  nameEn?: string | null;
  descriptionEn?: string | null;
  /**
   * Prices the source gives per currency (a stock system's price types): they replace the ones
   * converted from `price`/`oldPrice`; a null retail is the wholesale × 1.6.
   */
  prices?: Partial<Record<'RUB' | 'EUR' | 'PLN' | 'RSD', { wholesale: string; retail: string | null }>>;
  /** Archived at the source: hidden from customers, kept in orders and reports. */
  archived?: boolean;
  /** The item's own page in the source system (МойСклад's `uuidHref`): staff's link to it. */
  sourceHref?: string | null;
}

/** Machine-readable reasons; `reason` carries the English sentence for logs and the CLI. */
export type ImportProblemCode =
  | 'missing_id'
  | 'missing_name'
  | 'invalid_price'
  | 'unknown_category'
  | 'duplicate_key'
  | 'duplicate_code'
  | 'invalid_category'
  | 'duplicate_category'
  | 'unknown_parent_category'
  | 'category_cycle'
  | 'missing_title'
  | 'missing_handle'
  | 'handle_not_contiguous'
  | 'bad_row';

/** A rejected (`error`) or imported-with-a-fallback (`warning`) offer, row or category. */
export interface ImportProblem {
  level: 'error' | 'warning';
  code: ImportProblemCode;
  /** Offer id, handle or category id when known. */
  key: string | null;
  line: number | null;
  reason: string;
}

export type ImportEvent =
  | { type: 'category'; category: ImportCategory }
  | { type: 'item'; item: ImportItem }
  | { type: 'problem'; problem: ImportProblem };

/** Bytes or text chunks: a `Readable` (file, upload) or any async iterable. */
export type ImportInput = AsyncIterable<Uint8Array | string>;

/** The category for items whose own category is missing or unknown. */
export const UNCATEGORISED: ImportCategory = {
  key: '~uncategorised',
  parentKey: null,
  name: 'Без категории',
  slug: 'bez-kategorii',
};

export type ImportFileErrorCode = 'IMPORT_FILE_EMPTY' | 'IMPORT_FILE_BROKEN' | 'IMPORT_FORMAT_UNKNOWN';

/**
 * The whole file cannot be read: empty, not well-formed (XML error, unclosed CSV quote), not a
 * catalogue, or in an unknown format. `line`/`column` point at the place when known.
 */
export class ImportFileError extends Error {
  constructor(
    readonly code: ImportFileErrorCode,
    message: string,
    readonly line: number | null = null,
    readonly column: number | null = null,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}
