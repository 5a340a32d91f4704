// `node --expose-gc --import tsx bench/lib/snapshot-memory.ts <database url>`: prints, as one JSON line,
// the catalogue snapshot's retained heap per product (docs/rules.md#snapshot-patch) and its text
// search index's, measured after a forced collection before and after each is built.
import { sharedList } from '../../apps/api/src/catalogue/catalog/snapshot/selection';
import { loadSnapshot } from '../../apps/api/src/catalogue/catalog/snapshot/snapshot-cache';
import { openDatabase } from '../../apps/api/src/db/client';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const { db, close } = await openDatabase({ databaseUrl: process.argv[2], migrate: false });
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const before = heap();
const snapshot = await loadSnapshot(db);
const built = heap();
const price = { currency: 'RUB', seesWholesale: true, priceTypeId: null };
sharedList(snapshot, { filter: { q: 'пазл' }, sort: 'code', lang: 'ru', price });
const searched = heap();
const products = snapshot.byCode.length;
console.log(
  JSON.stringify({
    products,
    snapshotBytesPerProduct: Math.round((built - before) / products),
    searchBytesPerProduct: Math.round((searched - built) / products),
  }),
);
await close();
