import type { SaxesTagPlain } from 'saxes';
import { SlugRegistry } from './category-slugs';
import { decodeText, xmlEncoding } from './decode';
import { type ImportEvent, ImportFileError, type ImportInput } from './import.types';
import { cleanText, normalizeCurrency } from './import.values';
import { orderCategories, type RawCategory } from './yml.categories';
import { type OfferContext, offerEvents, type RawOffer } from './yml.offer';
import { createYmlSaxes } from './yml.saxes';

const SHOP = 'yml_catalog/shop';
/** Depth of `<offer>` in yml_catalog > shop > offers > offer. */
const OFFER_DEPTH = 4;
/** Offer children that repeat; every other child keeps its first value. */
const REPEATED = new Set(['picture', 'barcode', 'param']);

/**
 * Streams a YML (Yandex Market Language) feed, docs/rules.md#import-yml: UTF-8 with or without BOM or
 * windows-1251 (from the XML declaration), LF or CRLF, any size (read chunk by chunk; the
 * consumer's pace pulls the next chunk). Emits the category tree (parents first) when
 * `</categories>` closes, then one item or error problem per `<offer>` (see `offerEvents`).
 *
 * @throws ImportFileError IMPORT_FILE_EMPTY for an empty file; IMPORT_FILE_BROKEN for XML that is not
 * well-formed (with its line and column) or a root other than `<yml_catalog>`.
 */
export async function* parseYml(input: ImportInput): AsyncGenerator<ImportEvent> {
  const reader = new YmlReader();
  for await (const text of decodeText(input, xmlEncoding)) {
    try {
      reader.write(text);
    } finally {
      yield* reader.take();
    }
  }
  try {
    reader.close();
  } finally {
    yield* reader.take();
  }
}

type Leaf = { name: string; attributes: Record<string, string>; text: string; line: number };

/** saxes handlers turning elements into events, queued until `take()`. */
class YmlReader {
  private readonly saxes = createYmlSaxes();
  private readonly parser = this.saxes.parser;
  private readonly path: string[] = [];
  private events: ImportEvent[] = [];
  private hasContent = false;
  private readonly currencies: { id: string; rate: string }[] = [];
  private readonly rawCategories: RawCategory[] = [];
  private categoriesDone = false;
  private offer: RawOffer | null = null;
  private leaf: Leaf | null = null;
  private readonly slugs = new SlugRegistry();
  private readonly context: OfferContext = {
    categoryKeys: new Set(),
    defaultCurrency: 'RUB',
    keys: new Set(),
    codes: new Set(),
    uncategorisedAnnounced: false,
  };

  constructor() {
    this.parser.on('opentag', (tag) => this.openTag(tag));
    this.parser.on('text', (text) => this.addText(text));
    this.parser.on('cdata', (text) => this.addText(text));
    this.parser.on('closetag', () => this.closeTag());
  }

  write(text: string) {
    if (!this.hasContent && text.trim()) this.hasContent = true;
    this.parser.write(text);
    this.saxes.checkAfterWrite();
  }

  close() {
    if (!this.hasContent) throw new ImportFileError('IMPORT_FILE_EMPTY', 'The file is empty');
    this.parser.close();
    this.finishCategories();
  }

  /** Events produced since the last call. */
  take(): ImportEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  private openTag(tag: SaxesTagPlain) {
    const attributes: Record<string, string> = tag.attributes;
    if (this.path.length === 0 && tag.name !== 'yml_catalog') {
      throw new ImportFileError(
        'IMPORT_FILE_BROKEN',
        `Not a YML catalogue: the root element is <${tag.name}>, not <yml_catalog>`,
        this.parser.line,
      );
    }
    this.path.push(tag.name);
    const where = this.path.join('/');
    const line = this.parser.line;
    if (where === `${SHOP}/categories/category` || (this.offer && this.path.length === OFFER_DEPTH + 1)) {
      this.leaf = { name: tag.name, attributes, text: '', line };
    } else if (where === `${SHOP}/currencies/currency`) {
      this.currencies.push({ id: attributes.id ?? '', rate: attributes.rate ?? '' });
    } else if (where === `${SHOP}/offers`) {
      this.finishCategories();
    } else if (where === `${SHOP}/offers/offer`) {
      this.offer = { line, attributes, fields: new Map(), pictures: [], barcodes: [], params: [] };
    }
  }

  private addText(text: string) {
    if (this.leaf) this.leaf.text += text;
  }

  private closeTag() {
    const depth = this.path.length;
    const where = this.path.join('/');
    if (this.leaf && where === `${SHOP}/categories/category`) {
      const { attributes, text, line } = this.leaf;
      this.rawCategories.push({
        id: cleanText(attributes.id),
        parentId: cleanText(attributes.parentId),
        name: text,
        line,
      });
      this.leaf = null;
    } else if (this.leaf && this.offer && depth === OFFER_DEPTH + 1) {
      this.addToOffer(this.offer, this.leaf);
      this.leaf = null;
    } else if (this.offer && depth === OFFER_DEPTH) {
      this.events.push(...offerEvents(this.offer, this.context));
      this.offer = null;
    } else if (where === `${SHOP}/categories`) {
      this.finishCategories();
    }
    this.path.pop();
  }

  private addToOffer(offer: RawOffer, { name, attributes, text }: Leaf) {
    if (name === 'picture') offer.pictures.push(text);
    else if (name === 'barcode') offer.barcodes.push(text);
    else if (name === 'param') {
      offer.params.push({
        name: cleanText(attributes.name) ?? '',
        value: cleanText(text) ?? '',
        unit: cleanText(attributes.unit),
      });
    } else if (!REPEATED.has(name) && !offer.fields.has(name)) offer.fields.set(name, text);
  }

  /** Emits the category tree once, before the first offer; fixes the default currency. */
  private finishCategories() {
    if (this.categoriesDone) return;
    this.categoriesDone = true;
    const base = this.currencies.find((c) => Number(c.rate) === 1) ?? this.currencies[0];
    this.context.defaultCurrency = normalizeCurrency(base?.id) ?? 'RUB';
    const { categories, problems } = orderCategories(this.rawCategories, this.slugs);
    for (const problem of problems) this.events.push({ type: 'problem', problem });
    for (const category of categories) {
      this.context.categoryKeys.add(category.key);
      this.events.push({ type: 'category', category });
    }
  }
}
