import { hash } from '@node-rs/argon2';
import { refreshRecommendations } from '../../modules/recommendations/recommendations.service';
import type { Db } from '../client';
import { insertColumns, insertRows, resetSequences, withoutIndexes } from './bulk';
import { planMedia, renderImages } from './images';
import { buildPeople, DEMO_PASSWORD } from './people';
import { buildCategories, buildProducts } from './products';
import { isoDay, writeSales } from './sales';
import { SCALES, type ScaleName } from './scales';
import { buildAssortments, buildCapacities, buildStock } from './stock';
import { writeCatalog } from './write-catalog';
import { writePeople } from './write-people';

/** Tables whose ids the seed writes explicitly; their sequences move past them afterwards. */
const SERIAL_TABLES = [
  'groups',
  'users',
  'categories',
  'statuses',
  'hashtags',
  'products',
  'media',
  'capacities',
  'sales',
  'smart_recommendations',
  'delivery_methods',
  'delivery_services',
  'countries',
  'cities',
  'contacts',
  'update_log_records',
];

export type SeedSummary = {
  scale: ScaleName;
  products: number;
  outlets: number;
  salesLines: number;
  images: number;
  recommendations: Record<string, number>;
  ms: { generate: number; database: number; images: number; total: number };
};

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Generates the demo data set (decisions §6) and writes it in one transaction, while the pictures
 * render on worker threads into `mediaDir`. Deterministic: the same scale gives the same data,
 * with dates relative to `today` (sales end the day before).
 */
export async function runSeed(o: {
  db: Db;
  mediaDir: string;
  scale: ScaleName;
  log: (text: string) => void;
  today?: Date;
  images?: boolean;
}): Promise<SeedSummary> {
  const started = Date.now();
  const scale = SCALES[o.scale];
  const today = o.today ?? new Date();
  o.log(`generating ${fmt(scale.products)} products, ${fmt(scale.outlets)} outlets (scale ${scale.name})…`);
  const { rows: categories, childIds } = buildCategories();
  const products = buildProducts(scale.products, childIds);
  const people = buildPeople(scale);
  const outlets = people.stores.filter((s) => s.is_retail);
  const assortments = buildAssortments(scale, outlets, products);
  const stock = buildStock(products, assortments);
  const capacities = buildCapacities(assortments, stock);
  // Hash before the pictures queue up: argon2 shares libuv's worker threads with sharp.
  const passwordHash = await hash(DEMO_PASSWORD);
  const generated = Date.now();

  const media = o.images === false ? [] : planMedia(products, scale.imageProducts);
  if (media.length) o.log(`rendering ${fmt(media.length)} images in the background…`);
  const imagesDone = renderImages({ dir: o.mediaDir, media, products, log: o.log });
  imagesDone.catch(() => {});

  let salesLines = 0;
  let recommendations: Record<string, number> = {};
  let imageMs = 0;
  await o.db.transaction(async (tx) => {
    await writePeople(tx, people, passwordHash, today);
    o.log(`writing ${fmt(products.length)} products with prices, properties, hashtags…`);
    await writeCatalog(tx, categories, products);
    o.log(
      `writing stock (${fmt(stock.store_id.length)} rows) and ${fmt(capacities.length)} shelf capacities…`,
    );
    await insertColumns(tx, 'stock', {
      store_id: ['int4', stock.store_id],
      product_id: ['int4', stock.product_id],
      quantity: ['int4', stock.quantity],
      supplies: ['int4', stock.supplies],
    });
    await insertRows(
      tx,
      'capacities',
      {
        store_id: 'int4',
        product_category_id: 'int4',
        size: 'text',
        is_premium: 'bool',
        capacity: 'int4',
        cost: 'numeric',
        alias_name: 'text',
        category_type_id: 'int4',
      },
      capacities,
    );
    o.log(`generating ${scale.salesDays} days of sales for ${fmt(outlets.length)} outlets…`);
    salesLines = await withoutIndexes(tx, 'sales', () =>
      writeSales({ db: tx, assortments, days: scale.salesDays, today, log: o.log }),
    );
    o.log('computing smart recommendations from the sales…');
    recommendations = await refreshRecommendations(tx, { today: isoDay(today) });
    const images = await imagesDone;
    imageMs = images.ms;
    if (media.length)
      o.log(
        `images: ${fmt(images.rendered)} rendered in ${(images.ms / 1000).toFixed(1)} s${images.failed ? `, ${images.failed} failed` : ''}`,
      );
    await insertRows(
      tx,
      'media',
      {
        product_id: 'int4',
        collection_name: 'text',
        name: 'text',
        file_name: 'text',
        thumb_file_name: 'text',
        mime_type: 'text',
        size: 'int4',
        position: 'int4',
      },
      media,
    );
    await resetSequences(tx, SERIAL_TABLES);
  });
  const finished = Date.now();
  const summary: SeedSummary = {
    scale: scale.name,
    products: products.length,
    outlets: outlets.length,
    salesLines,
    images: media.length,
    recommendations,
    ms: {
      generate: generated - started,
      database: finished - generated,
      images: imageMs,
      total: finished - started,
    },
  };
  o.log(
    `demo data ready in ${(summary.ms.total / 1000).toFixed(1)} s: ${fmt(products.length)} products, ${fmt(outlets.length)} outlets, ${fmt(salesLines)} sales lines, ${fmt(media.length)} images`,
  );
  return summary;
}
