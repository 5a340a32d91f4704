import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { refreshRecommendations } from '../../catalogue/recommendations';
import { setOrderMinimums } from '../../ordering/order-rules';
import { withoutSalesRollupTriggers } from '../../outlets/sales';
import type { Db } from '../client';
import { resetSequences, truncateAll, withoutIndexes } from './bulk';
import { isEmpty } from './empty';
import { logImages, planMedia, renderImages, settledWithin } from './images';
import { buildPeople, DEMO_PASSWORD } from './people';
import { buildCategories, buildProducts } from './products';
import { isoDay, writeSales } from './sales';
import { SCALES, type ScaleName } from './scales';
import { buildAssortments, buildCapacities, buildStock } from './stock';
import { writeCatalog } from './write-catalog';
import { writePeople } from './write-people';
import { updateMediaSizes, writeMedia, writeStock } from './write-stock';

/** Tables whose ids the seed writes explicitly; their sequences move past them afterwards. */
const SERIAL_TABLES = [
  'groups',
  'counterparties',
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
/** The demo's minimum order sums (docs/demo-data.md, docs/rules.md#order-minimum): 3 000 ₽ and 50 €. */
const DEMO_ORDER_MINIMUMS = [
  { currency: 'RUB', minSum: '3000.00' },
  { currency: 'EUR', minSum: '50.00' },
] as const;
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
  /** Whether pictures were still rendering when the rows were committed. */
  imagesInBackground: boolean;
  /** Settles when every picture is on disk and its media row has its size. */
  imagesDone: Promise<void>;
};

const fmt = (n: number) => n.toLocaleString('en-US');

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
 * Generates the demo data set (docs/rules.md#decisions-6) and writes it in one transaction, while the pictures
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
  /**
   * How long after the start the seed waits for the pictures before committing without them
   * (default 60 s); the rest then finish in the background and `imagesDone` settles when they have.
   */
  imageDeadlineMs?: number;
  onlyIfEmpty?: boolean;
  /** Empty every table first, in the same transaction (CLI --reset). */
  reset?: boolean;
}): Promise<SeedSummary | null> {
  const started = Date.now();
  const today = o.today ?? new Date();
  const { scale, ...data } = plan(o.scale);
  o.log(
    `generated ${fmt(scale.products)} products, ${fmt(data.outlets.length)} outlets (scale ${scale.name})`,
  );
  // Hash before the pictures queue up: argon2 shares libuv's worker threads with sharp.
  const passwordHash = await hash(DEMO_PASSWORD);
  const generated = Date.now();
  const media = o.images === false ? [] : planMedia(data.products, scale.imageProducts);
  let images: ReturnType<typeof renderImages> | undefined;
  let rendered: Awaited<typeof images>;
  let imagesResult: Awaited<typeof images>;
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
    images = renderImages({ dir: o.mediaDir, media, products: data.products, log: o.log });
    images.then(
      (r) => {
        imagesResult = r;
      },
      () => {},
    );
    await writePeople(tx, data.people, passwordHash, today);
    o.log(`writing ${fmt(data.products.length)} products with prices, properties, hashtags…`);
    await writeCatalog(tx, data.categories, data.products);
    await setOrderMinimums(tx, DEMO_ORDER_MINIMUMS);
    o.log(
      `writing stock (${fmt(data.stock.store_id.length)} rows), ${fmt(data.capacities.length)} capacities…`,
    );
    await writeStock(tx, data);
    o.log(`generating ${scale.salesDays} days of sales for ${fmt(data.outlets.length)} outlets…`);
    // Rollup triggers off and sales indexes dropped during the bulk insert; both rebuilt once after.
    salesLines = await withoutSalesRollupTriggers(tx, () =>
      withoutIndexes(tx, 'sales', () =>
        writeSales({ db: tx, assortments: data.assortments, days: scale.salesDays, today, log: o.log }),
      ),
    );
    o.log('sales rollups rebuilt');
    o.log('computing smart recommendations from the sales…');
    recommendations = await refreshRecommendations(tx, { today: isoDay(today) });
    // A zero deadline never waits, even for pictures already done (the background path, in tests).
    const deadline = (o.imageDeadlineMs ?? 60_000) - (Date.now() - started);
    if (o.imageDeadlineMs !== 0)
      rendered = imagesResult ?? (await settledWithin(images, Math.max(1, deadline)));
    if (rendered) logImages(o.log, rendered);
    else if (media.length) o.log('images: still rendering; they finish in the background, rows in place');
    await writeMedia(tx, media);
    await resetSequences(tx, SERIAL_TABLES);
    return true;
  });
  if (!done) return null;
  // Fresh statistics, so the planner sees a million sales lines as such (autovacuum may be off),
  // and the visibility map set, as autovacuum leaves a running database: a count over the live
  // products' index then reads no table page (100,000 products: 16 ms instead of 160 ms).
  o.log('vacuuming and analyzing tables…');
  await o.db.execute(sql`vacuum (analyze)`);
  const imagesInBackground = !rendered && media.length > 0;
  const imagesDone = imagesInBackground
    ? images!.then(async (r) => {
        logImages(o.log, r);
        await updateMediaSizes(o.db, media);
      })
    : Promise.resolve();
  imagesDone.catch((err) => o.log(`images: ${(err as Error).message}`));

  const finished = Date.now();
  const summary: SeedSummary = {
    scale: scale.name,
    products: data.products.length,
    outlets: data.outlets.length,
    salesLines,
    images: media.length,
    recommendations,
    imagesInBackground,
    imagesDone,
    ms: {
      generate: generated - started,
      database: finished - generated,
      images: rendered?.ms ?? 0,
      total: finished - started,
    },
  };
  o.log(
    `demo data ready in ${(summary.ms.total / 1000).toFixed(1)} s: ${fmt(summary.products)} products, ` +
      `${fmt(summary.outlets)} outlets, ${fmt(salesLines)} sales lines, ${fmt(media.length)} images` +
      (imagesInBackground ? ' (still rendering)' : ''),
  );
  return summary;
}
