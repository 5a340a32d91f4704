import {
  type ImportEvent,
  type ImportItem,
  importEvents,
  type PictureSource,
  UNCATEGORISED,
} from '../../../catalogue/import';
import { type ExternalTypePrice, externalPriceTypes, setTypePrices } from '../../../catalogue/price-types';
import { mediaDir } from '../../../config';
import { moyskladDocumentHref } from '../../../lib/moysklad-links';
import { moyskladTime, parseMoyskladTime } from '../client';
import { saveMsCursors } from '../moysklad.repository';
import { idOf, type MsCollection, type MsFolder, type MsProduct, type MsVariant } from '../moysklad.shapes';
import {
  foldersToCategories,
  type ProductRejection,
  productToItem,
  typePricesOf,
  variantToItem,
} from './catalogue.mapping';
import { addFailure, emptyResult, type SyncResult, type SyncRun } from './sync.types';

/** Our products' key prefix for МойСклад's: `moysklad:<product id>` (products.external_key). */
export const MOYSKLAD_SOURCE = 'moysklad';
const OVERLAP_MS = 10_000;
/** Products per page: `expand=images` is honoured only up to 100 (the vendor's limit). */
const PRODUCTS_PAGE = 100;

/** An item, or the problem that rejects it. */
const asEvent = (item: ImportItem | ProductRejection): ImportEvent =>
  'reason' in item
    ? {
        type: 'problem',
        problem: { level: 'error', code: 'invalid_price', key: item.key, line: null, reason: item.reason },
      }
    : { type: 'item', item };

/** A product read alone (the parent of a modification changed without it), with its images. */
const readProduct = (run: SyncRun, id: string) =>
  run.client.get<MsProduct>(`entity/product/${id}`, { expand: 'images' });

/** Pictures downloaded with the account's token (the client follows МойСклад's redirect without it). */
function pictureSource(run: SyncRun): PictureSource {
  return {
    get: async (url) => {
      try {
        return { ok: true, buffer: await run.client.download(url), from: 'url' };
      } catch (error) {
        return { ok: false, reason: (error as Error).message };
      }
    },
  };
}

/**
 * Catalogue in (docs/moysklad.md §Catalogue): every product folder as a category, then the
 * products (archived ones too: they are hidden from customers and kept in orders), page by page
 * with their images, written by the catalogue import's writer (catalogue/import `importEvents`:
 * batches in one transaction each, unchanged items found by their hash, pictures into the media
 * pipeline, deduplicated by their link). Keys are МойСклад ids, so a re-run or a resumed run never
 * duplicates. Incremental runs read the products updated since the cursor.
 */
export async function syncCatalogue(run: SyncRun): Promise<SyncResult> {
  const startedAt = new Date();
  const cursor = run.account.cursors.catalogue;
  const since =
    run.full || !cursor ? null : moyskladTime(new Date(parseMoyskladTime(cursor).getTime() - OVERLAP_MS));
  const result = emptyResult('catalogue', since === null);
  const folders: MsFolder[] = [];
  for await (const page of run.client.pages<MsFolder>('entity/productfolder', {})) folders.push(...page);
  const categories = foldersToCategories(folders);
  const folderIds = new Set(folders.map((f) => f.id));
  const filter = `${since ? `updated>=${since};` : ''}archived=true;archived=false`;
  // The items written are the products without modifications and the modifications: the bar's total
  // starts at products + modifications and loses each product found to have modifications.
  const first = await run.client.get<MsCollection<MsProduct>>('entity/product', { limit: 1, filter });
  const firstVariant = await run.client.get<MsCollection<MsVariant>>('entity/variant', { limit: 1, filter });
  let total = first.meta.size == null ? null : first.meta.size + (firstVariant.meta.size ?? 0);

  // Prices of the price types we keep as ours (a counterparty's «Тип цены», docs/rules.md#buyer-price).
  const ourTypes = new Set((await externalPriceTypes(run.db)).keys());
  const typePrices: ExternalTypePrice[] = [];

  async function* events(): AsyncGenerator<ImportEvent> {
    for (const category of categories) yield { type: 'category', category };
    yield { type: 'category', category: UNCATEGORISED };
    const query = { filter, expand: 'images', limit: PRODUCTS_PAGE, order: 'updated' };
    const parents = new Map<string, MsProduct>();
    for await (const page of run.client.pages<MsProduct>('entity/product', query)) {
      for (const product of page) {
        // A product with modifications is sold and stocked as its modifications.
        if ((product.variantsCount ?? 0) > 0) {
          parents.set(product.id, product);
          if (total !== null) total--;
          continue;
        }
        typePrices.push(...typePricesOf(product, ourTypes));
        yield asEvent(productToItem(product, { mapping: run.mapping, folders: folderIds }));
      }
    }
    for await (const page of run.client.pages<MsVariant>('entity/variant', query)) {
      for (const variant of page) {
        const parentId = idOf(variant.product);
        const parent = parents.get(parentId ?? '') ?? (parentId ? await readProduct(run, parentId) : null);
        if (!parent) continue;
        parents.set(parent.id, parent);
        const ownPrices = variant.salePrices?.some((p) => p.value > 0);
        typePrices.push(
          ...typePricesOf(
            { id: variant.id, salePrices: ownPrices ? variant.salePrices : parent.salePrices },
            ourTypes,
          ),
        );
        yield asEvent(variantToItem(variant, { parent, mapping: run.mapping, folders: folderIds }));
      }
    }
  }

  const report = await importEvents({
    db: run.db,
    mediaDir: mediaDir(run.config),
    source: MOYSKLAD_SOURCE,
    name: 'МойСклад',
    storeId: 1,
    events: events(),
    itemsTotal: total,
    pictures: pictureSource(run),
    approve: true,
    signal: run.signal,
    onProgress: (p) => run.progress({ done: p.items_read, total, phase: p.phase }),
  });
  // After the products exist: their prices of our price types, in roubles (МойСклад's currency here).
  if (typePrices.length > 0) await setTypePrices(run.db, { currency: 'RUB', rows: typePrices });
  result.created = report.created;
  result.updated = report.updated;
  result.unchanged = report.unchanged;
  const productHref = (id: string | null) => (id ? moyskladDocumentHref('good', id) : null);
  for (const problem of report.rejected)
    addFailure(result, { key: problem.key ?? '—', reason: problem.reason, href: productHref(problem.key) });
  for (const picture of report.pictures.failed)
    addFailure(result, {
      key: picture.key,
      reason: `picture: ${picture.reason}`,
      href: productHref(picture.key),
    });
  await saveMsCursors(run.db, { catalogue: moyskladTime(startedAt) });
  return result;
}
