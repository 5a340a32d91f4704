import {
  FEED_KIND_FIELDS,
  type FeedField,
  type FeedKind,
  PRICE_TYPE_PRICE_FIELDS,
  type PriceTypePriceField,
  type TextLanguage,
} from '@kits/contract';
import { feedsMessage } from './feeds.messages';

/**
 * What a staff file may be: a feed of one kind (docs/feeds.md), or a price type's prices
 * (docs/rules.md#buyer-price), which the same reader takes.
 */
export type FileKind = FeedKind | 'price-type-prices';
/** A column a staff file may have. */
export type FileField = FeedField | PriceTypePriceField;

/** The fields of a file kind in template order, and those that may be left out. */
export function fileFields(kind: FileKind): { fields: readonly FileField[]; optional: readonly FileField[] } {
  if (kind === 'price-type-prices') return { fields: PRICE_TYPE_PRICE_FIELDS, optional: ['currency'] };
  return FEED_KIND_FIELDS[kind];
}

/**
 * The header names a file's column may have for each field (docs/feeds.md#kinds-and-their-columns), Russian and
 * English, compared after `normalHeader`. The template's header of each field (its label in
 * locales/<ru|en>/feeds.json, `field.<name>`) is always one of them.
 */
const ALIASES: Record<FileField, readonly string[]> = {
  outlet: [
    'магазин',
    'точка',
    'розничная точка',
    'номер магазина',
    'id магазина',
    'outlet',
    'outlet id',
    'store',
    'store id',
    'shop',
  ],
  warehouse: ['склад', 'номер склада', 'warehouse', 'warehouse id'],
  code: ['артикул', 'код', 'код товара', 'code', 'product code', 'sku', 'article'],
  day: ['дата', 'день', 'дата продажи', 'date', 'day', 'sold on'],
  quantity: [
    'количество',
    'кол-во',
    'остаток',
    'в пути',
    'qty',
    'quantity',
    'stock',
    'in transit',
    'supplies',
  ],
  amount: ['сумма', 'выручка', 'amount', 'sum', 'total', 'revenue'],
  line_id: ['номер строки', 'id строки', 'строка', 'line id', 'line', 'external id'],
  category: ['категория', 'id категории', 'номер категории', 'category', 'category id'],
  size: ['размер', 'size'],
  premium: ['премиум', 'премиальная', 'premium'],
  capacity: ['вместимость', 'мест', 'capacity', 'places'],
  cost: ['стоимость места', 'стоимость', 'вес', 'place cost', 'cost', 'weight'],
  price: ['цена', 'оптовая цена', 'price', 'wholesale price', 'wholesale'],
  currency: ['валюта', 'currency'],
};

/** A header as compared: lower case, ё as е, a trailing "(…)" and ".", ":" or "*" dropped, spaces and "_" as one space. */
export function normalHeader(header: string): string {
  return header
    .replace(/^\ufeff/, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .trim()
    .replace(/[.:*]+$/, '')
    .replace(/\([^)]*\)\s*$/, '')
    .replace(/[\s_]+/g, ' ')
    .replace(/[.:*]+$/, '')
    .trim();
}

/** The headers of a `kind` template in `lang`: the fields' labels, in template order (fileFields). */
export function templateHeaders(kind: FileKind, lang: TextLanguage): string[] {
  return fileFields(kind).fields.map((field) => feedsMessage(lang, `field.${field}`));
}

/**
 * Finds the columns of a `kind` feed by its header row, in any order and either language: answers
 * the field of each column index (columns of no field of the kind are ignored; a field's first
 * column counts) and the labels (in `lang`) of the kind's required fields no column has.
 */
export function detectColumns(options: { kind: FileKind; header: readonly string[]; lang: TextLanguage }): {
  columns: Map<number, FileField>;
  missing: string[];
} {
  const { kind, header, lang } = options;
  const { fields, optional } = fileFields(kind);
  const byName = new Map<string, FileField>();
  for (const field of fields) {
    const names = [
      ...ALIASES[field],
      feedsMessage('ru', `field.${field}`),
      feedsMessage('en', `field.${field}`),
    ];
    for (const name of names) if (!byName.has(normalHeader(name))) byName.set(normalHeader(name), field);
  }
  const columns = new Map<number, FileField>();
  const found = new Set<FileField>();
  header.forEach((cell, index) => {
    const field = byName.get(normalHeader(cell ?? ''));
    if (field && !found.has(field)) {
      columns.set(index, field);
      found.add(field);
    }
  });
  const missing = fields
    .filter((f) => !found.has(f) && !optional.includes(f))
    .map((f) => feedsMessage(lang, `field.${f}`));
  return { columns, missing };
}
