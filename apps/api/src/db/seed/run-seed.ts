import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { refreshRecommendations } from '../../modules/recommendations/recommendations.service';
import { type Db, type Executor, queryRows } from '../client';
import { insertColumns, insertRows, resetSequences, truncateAll, withoutIndexes } from './bulk';
import { type MediaRow, planMedia, renderImages } from './images';
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
/** Transaction-level advisory lock: two servers starting on one empty PostgreSQL seed once. */
const SEED_LOCK = 7_240_601;

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

/** Whether the database holds no users and no products. */
export async function isEmpty(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from users) + (select count(*) from products))::int as n`,
  );
  return (row?.n ?? 0) === 0;
}

/** Everything the seed writes, generated in memory first (deterministic, no database needed). */
function plan(scaleName: ScaleName) {
  const scale = SCALES[scaleName];
  const { rows: categories, childIds } = buildCategories();
  const products = buildProducts(scale.products, childIds);
  const people = buildPeople(scale);
  const outlets = people.stores.filter((s) => s.is_retail);
  const assortments = buildAssortments(scale, outlets, products);
  const stock = buildStock(products, assortments);
  const capacities = buildCapacities(assortments, stock);
  return { scale, categories, products, people, outlets, assortments, stock, capacities };
}

/**
 * Generates the demo data set (decisions §6) and writes it in one transaction, while the pictures
 * render on libuv's worker threads into `mediaDir`. Deterministic: the same scale gives the same
 * data, with dates relative to `today` (sales end the day before). With `onlyIfEmpty`, it checks
 * emptiness under an advisory lock and returns null when someone else got there first. Pictures
 * are overwritten in place (same names every run); files of deleted products are left behind.
 */
export async function runSeed(o: {
  db: Db;
  mediaDir: string;
  scale: ScaleName;
  log: (text: string) => void;
  today?: Date;
  images?: boolean;
  onlyIfEmpty?: boolean;
  /** Empty every table first, in the same transaction (CLI --reset). */
  reset?: boolean;
}): Promise<SeedSummary | null> {
  const started = Date.now();
  const today = o.today ?? new Date();
  const { scale, ...data } = plan(o.scale);
  o.log(`generated ${fmt(scale.products)} products, ${fmt(scale.outlets)} outlets (scale ${scale.name})`);
  // Hash before the pictures queue up: argon2 shares libuv's worker threads with sharp.
  const passwordHash = await hash(DEMO_PASSWORD);
  const generated = Date.now();
  const media = o.images === false ? [] : planMedia(data.products, scale.imageProducts);
  let imageMs = 0;
  let salesLines = 0;
  let recommendations: Record<string, number> = {};

  const done = await o.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (o.onlyIfEmpty && !(await isEmpty(tx))) return false;
    if (o.reset) {
      o.log('--reset: emptying every table…');
      await truncateAll(tx);
    }
    if (media.length) o.log(`rendering ${fmt(media.length)} images in the background…`);
    const images = renderImages({ dir: o.mediaDir, media, products: data.products, log: o.log });
    images.catch(() => {});
    await writePeople(tx, data.people, passwordHash, today);
    o.log(`writing ${fmt(data.products.length)} products with prices, properties, hashtags…`);
    await writeCatalog(tx, data.categories, data.products);
    o.log(
      `writing stock (${fmt(data.stock.store_id.length)} rows), ${fmt(data.capacities.length)} capacities…`,
    );
    await writeStock(tx, data);
    o.log(`generating ${scale.salesDays} days of sales for ${fmt(data.outlets.length)} outlets…`);
    salesLines = await withoutIndexes(tx, 'sales', () =>
      writeSales({ db: tx, assortments: data.assortments, days: scale.salesDays, today, log: o.log }),
    );
    o.log('computing smart recommendations from the sales…');
    recommendations = await refreshRecommendations(tx, { today: isoDay(today) });
    const rendered = await images;
    imageMs = rendered.ms;
    if (media.length) {
      const failed = rendered.failed ? `, ${rendered.failed} failed` : '';
      o.log(`images: ${fmt(rendered.rendered)} rendered in ${(rendered.ms / 1000).toFixed(1)} s${failed}`);
    }
    await writeMedia(tx, media);
    await resetSequences(tx, SERIAL_TABLES);
    return true;
  });
  if (!done) return null;

  const finished = Date.now();
  const summary: SeedSummary = {
    scale: scale.name,
    products: data.products.length,
    outlets: data.outlets.length,
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
    `demo data ready in ${(summary.ms.total / 1000).toFixed(1)} s: ${fmt(summary.products)} products, ` +
      `${fmt(summary.outlets)} outlets, ${fmt(salesLines)} sales lines, ${fmt(media.length)} images`,
  );
  return summary;
}

async function writeStock(tx: Executor, data: Pick<ReturnType<typeof plan>, 'stock' | 'capacities'>) {
  const { stock } = data;
  await insertColumns(tx, 'stock', {
    store_id: ['int4', stock.store_id],
    product_id: ['int4', stock.product_id],
    quantity: ['int4', stock.quantity],
    supplies: ['int4', stock.supplies],
  });
  const types = {
    store_id: 'int4',
    product_category_id: 'int4',
    size: 'text',
    is_premium: 'bool',
    capacity: 'int4',
    cost: 'numeric',
    alias_name: 'text',
    category_type_id: 'int4',
  } as const;
  await insertRows(tx, 'capacities', types, data.capacities);
}

function writeMedia(tx: Executor, media: MediaRow[]) {
  const types = {
    product_id: 'int4',
    collection_name: 'text',
    name: 'text',
    file_name: 'text',
    thumb_file_name: 'text',
    mime_type: 'text',
    size: 'int4',
    position: 'int4',
  } as const;
  return insertRows(tx, 'media', types, media);
}
