import { SlugRegistry, toSlug } from './category-slugs';
import { readCsvRecords } from './csv-records';
import { bomEncoding, decodeText } from './decode';
import { htmlToText } from './html-text';
import {
  type ImportEvent,
  ImportFileError,
  type ImportInput,
  type ImportProblem,
  UNCATEGORISED,
} from './import.types';
import { cleanText, splitTags } from './import.values';
import { mapColumns, type ShopifyColumns, type ShopifyField } from './shopify.columns';
import { type ShopifyProduct, type VariantContext, variantEvents } from './shopify.variant';

export interface ShopifyCsvOptions {
  /** Currency of the prices (the CSV has none); default RUB. */
  currency?: string;
  /** Encoding when the file has no BOM; default UTF-8 (Shopify's own exports). */
  encoding?: string;
}

/**
 * Streams a Shopify product CSV, docs/rules.md#import-shopify, with the classic or the current header set.
 * Rows group by handle: the first row of a handle carries the product (Title, Description, Vendor,
 * Type or Product category, Tags, option names), every row with an option value, SKU or price is a
 * variant, rows with only an image add it. A handle's events come when its group ends, so its
 * images (Image Position order) reach every variant, the variant's own image first. Type (else the
 * Product category path "A > B") becomes the category; options become params.
 *
 * Problems by line: a first row without Title rejects the product; a variant without a valid price,
 * with a repeated SKU/code or a repeated handle + options is rejected; a handle that comes back
 * after other products continues its product with a warning (images on its later rows reach only
 * the variants read after them); a row without handle and title, or with more cells than the
 * header, is rejected.
 *
 * @throws ImportFileError IMPORT_FILE_EMPTY (no header line), IMPORT_FILE_BROKEN (not a product CSV,
 * or broken quoting, with the line).
 */
export async function* parseShopifyCsv(
  input: ImportInput,
  options: ShopifyCsvOptions = {},
): AsyncGenerator<ImportEvent> {
  const text = decodeText(input, (head) => bomEncoding(head) ?? options.encoding ?? 'utf-8');
  let grouper: ShopifyGrouper | null = null;
  for await (const { fields, line } of readCsvRecords(text)) {
    if (fields.every((field) => !field.trim())) continue;
    if (!grouper) grouper = new ShopifyGrouper(mapColumns(fields, line), options.currency ?? 'RUB');
    else yield* grouper.row(fields, line);
  }
  if (!grouper) throw new ImportFileError('IMPORT_FILE_EMPTY', 'The file is empty');
  yield* grouper.finish();
}

interface Group {
  handle: string;
  /** Undefined: a new product, built from the first row; null: a rejected product coming back. */
  product: ShopifyProduct | null | undefined;
  rows: { fields: string[]; line: number }[];
}

/** Collects the rows of one handle at a time and turns them into events. */
class ShopifyGrouper {
  private group: Group | null = null;
  /** Finished handles (null = rejected), for handles that come back later. */
  private readonly products = new Map<string, ShopifyProduct | null>();
  private readonly categories = new Set<string>();
  private readonly slugs = new SlugRegistry();
  private readonly context: VariantContext;
  private imageOrder = 0;

  constructor(
    private readonly columns: ShopifyColumns,
    currency: string,
  ) {
    this.context = { columns, currency, keys: new Set(), codes: new Set() };
  }

  row(fields: string[], line: number): ImportEvent[] {
    const get = (field: ShopifyField) => this.columns.get(fields, field);
    const problem = (code: ImportProblem['code'], key: string | null, reason: string): ImportEvent => {
      const level = code === 'handle_not_contiguous' ? 'warning' : 'error';
      return { type: 'problem', problem: { level, code, key, line, reason } };
    };
    if (fields.slice(this.columns.width).some((field) => field.trim())) {
      const reason = `the row has ${fields.length} cells, the header ${this.columns.width}: a comma or quote is out of place`;
      return [problem('bad_row', null, reason)];
    }
    // The current template lets a new product go without a handle: Shopify derives it from the title.
    const handle = get('handle') || toSlug(get('title'));
    if (!handle) return [problem('missing_handle', null, 'row without a handle or a title')];
    if (this.group?.handle === handle) {
      this.group.rows.push({ fields, line });
      return [];
    }
    const events = this.finish();
    const earlier = this.products.get(handle);
    this.group = { handle, product: earlier, rows: [{ fields, line }] };
    if (earlier !== undefined) {
      const reason = `rows of ${handle} come back after other products; they continue the product read before`;
      events.push(problem('handle_not_contiguous', handle, reason));
    }
    return events;
  }

  /** Events of the group in progress; call once more at the end of the file. */
  finish(): ImportEvent[] {
    const group = this.group;
    this.group = null;
    if (!group) return [];
    const events: ImportEvent[] = [];
    const product = group.product === undefined ? this.startProduct(group, events) : group.product;
    this.products.set(group.handle, product);
    if (!product) {
      const [first] = group.rows;
      const reason = `product ${group.handle}: the first row has no Title; its ${group.rows.length} row(s) are skipped`;
      const problem = {
        level: 'error',
        code: 'missing_title',
        key: group.handle,
        line: first!.line,
        reason,
      } as const;
      return [...events, { type: 'problem', problem }];
    }
    for (const { fields } of group.rows) {
      const src = this.columns.get(fields, 'imageSrc');
      const position = Number.parseInt(this.columns.get(fields, 'imagePosition'), 10);
      if (src)
        product.images.push({ src, position: position > 0 ? position : Infinity, order: this.imageOrder++ });
    }
    product.images.sort((a, b) => a.position - b.position || a.order - b.order);
    group.rows.forEach(({ fields, line }, i) => {
      if ((i === 0 && group.product === undefined) || this.isVariant(fields)) {
        events.push(...variantEvents(product, fields, line, this.context));
      }
    });
    return events;
  }

  private isVariant(fields: string[]): boolean {
    const fieldsOfVariant = ['option1Value', 'option2Value', 'option3Value', 'sku', 'price'] as const;
    return fieldsOfVariant.some((field) => this.columns.get(fields, field) !== '');
  }

  /** The product of a new handle from its first row (null when it has no title), categories announced. */
  private startProduct(group: Group, events: ImportEvent[]): ShopifyProduct | null {
    const { fields, line } = group.rows[0]!;
    const get = (field: ShopifyField) => this.columns.get(fields, field);
    const name = cleanText(get('title'));
    if (!name) return null;
    return {
      handle: group.handle,
      line,
      name,
      description: htmlToText(get('description')),
      vendor: cleanText(get('vendor')),
      categoryKey: this.category(get('type'), get('productCategory'), events),
      tags: splitTags(get('tags')),
      optionNames: [
        cleanText(get('option1Name')) ?? '',
        cleanText(get('option2Name')) ?? '',
        cleanText(get('option3Name')) ?? '',
      ],
      images: [],
    };
  }

  /** Type, else the Product category path, as category keys ("A > B"); announces new ones. */
  private category(type: string, productCategory: string, events: ImportEvent[]): string {
    const typeName = cleanText(type);
    const path = typeName ? [typeName] : productCategory.split('>').flatMap((part) => cleanText(part) ?? []);
    if (path.length === 0) {
      if (!this.categories.has(UNCATEGORISED.key)) events.push({ type: 'category', category: UNCATEGORISED });
      this.categories.add(UNCATEGORISED.key);
      return UNCATEGORISED.key;
    }
    let parentKey: string | null = null;
    for (const [i, name] of path.entries()) {
      const key = path.slice(0, i + 1).join(' > ');
      if (!this.categories.has(key)) {
        this.categories.add(key);
        events.push({
          type: 'category',
          category: { key, parentKey, name, slug: this.slugs.take(name, key) },
        });
      }
      parentKey = key;
    }
    return parentKey!;
  }
}
