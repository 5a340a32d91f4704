import type { Executor } from '../../../db/client';
import { queryRows } from '../../../db/client';
import { collectAfterBulkBuild } from '../../../lib/heap';
import {
  type CatalogSnapshot,
  createInterner,
  mayPatch,
  type SharedProduct,
  type SnapshotCategoryRow,
  type SnapshotProductRow,
  snapshotOf,
  toSharedProduct,
} from './snapshot';
import {
  categoriesQuery,
  changesQuery,
  orderQuery,
  placesQuery,
  productsQuery,
  revisionQuery,
} from './snapshot.sql';
import {
  movingProducts,
  type OrderRow,
  PATCH_MAX_PRODUCTS,
  type PlaceRow,
  parseOrder,
  patchSnapshot,
} from './snapshot-patch';

type Head = { revision: number; seq: number; pruned_to: number };

/**
 * Products a whole read asks for at a time, in code order: each part is made shared products before
 * the next is read, so the rows of the whole catalogue are never all held at once
 * (docs/rules.md#snapshot-memory).
 */
export const READ_CHUNK = 5000;

/**
 * A whole read makes this many shared products, then lets the event loop answer what waits (a
 * request's next statement came back) before it goes on: a part of READ_CHUNK made in one go held
 * the loop for a few hundred milliseconds at 100,000 products, and a page read meanwhile waited
 * behind every part at each of its statements (docs/rules.md#catalogue-read-path).
 */
const MAKE_SLICE = 250;

/** Resolves after the event loop's pending I/O callbacks have run (the check phase). */
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `rows` (just read, so set in place) in the code order of `order`, each with its name ranks from it. */
function inOrder(rows: SnapshotProductRow[], order: readonly OrderRow[]): SnapshotProductRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return order.flatMap((o) => {
    const row = byId.get(o.id);
    if (!row) return [];
    row.name_rank_ru = o.name_rank_ru;
    row.name_rank_en = o.name_rank_en;
    return [row];
  });
}

/**
 * Reads a snapshot of the shared catalogue in one read-only repeatable-read transaction, so the
 * revision is exactly the one of the rows read: patched from `base` when the changes since its
 * `seq` are all still recorded, none asked for a rebuild, at most PATCH_MAX_PRODUCTS products
 * changed and the products patched away hold no more of the text arena than allowed (`mayPatch`)
 * (docs/rules.md#snapshot-patch) — the changed products' rows, plus where the new, recoded
 * or renamed ones go in the orders (their neighbours by the indexes; every product's places only when
 * those do not fit) —, else whole: the order of every product, then their rows READ_CHUNK at a time
 * (the next part asked for while this one is made shared products, MAKE_SLICE at a time with the
 * event loop let go in between), then the categories. `options.chunk`: another part size than READ_CHUNK (tests).
 */
export async function loadSnapshot(
  db: Executor,
  base?: CatalogSnapshot,
  options: { chunk?: number } = {},
): Promise<CatalogSnapshot> {
  const chunk = options.chunk ?? READ_CHUNK;
  return db.transaction(
    async (tx) => {
      const [head = { revision: 0, seq: 0, pruned_to: 0 }] = await queryRows<Head>(tx, revisionQuery);
      if (base && mayPatch(base) && head.seq > base.seq && head.pruned_to <= base.seq) {
        const [changes] = await queryRows<{ ids: number[]; everything: boolean | null }>(
          tx,
          changesQuery(base.seq),
        );
        if (changes && !changes.everything && changes.ids.length <= PATCH_MAX_PRODUCTS) {
          const rows =
            changes.ids.length > 0 ? await queryRows<SnapshotProductRow>(tx, productsQuery(changes.ids)) : [];
          const moving = movingProducts(base, rows);
          const patch = { revision: head.revision, seq: head.seq, changed: changes.ids, rows };
          const places = moving.length > 0 ? await queryRows<PlaceRow>(tx, placesQuery(moving)) : [];
          const patched = patchSnapshot(base, { ...patch, places });
          if (patched) return patched;
          const [read] = await queryRows<{ order: string }>(tx, orderQuery);
          return patchSnapshot(base, { ...patch, order: parseOrder(read?.order ?? '') })!;
        }
      }
      const [read] = await queryRows<{ order: string }>(tx, orderQuery);
      const order = parseOrder(read?.order ?? '');
      const products: SharedProduct[] = [];
      const intern = createInterner();
      const readPart = (at: number) => {
        const part = order.slice(at, at + chunk);
        const rows = queryRows<SnapshotProductRow>(tx, productsQuery(part.map((o) => o.id)));
        rows.catch(() => {}); // awaited below; a failure meanwhile is not unhandled
        return { part, rows };
      };
      // The next part is asked for before this one is made shared products, so the database
      // computes it meanwhile (on one connection the statements queue in order).
      let next = order.length > 0 ? readPart(0) : undefined;
      for (let at = 0; next; at += chunk) {
        const { part, rows } = next;
        const read = await rows;
        next = at + chunk < order.length ? readPart(at + chunk) : undefined;
        const rowsInOrder = inOrder(read, part);
        for (let i = 0; i < rowsInOrder.length; i++) {
          if (i > 0 && i % MAKE_SLICE === 0) await yieldToIo();
          products.push(toSharedProduct(rowsInOrder[i]!, { intern }));
        }
      }
      const categories = await queryRows<SnapshotCategoryRow>(tx, categoriesQuery);
      return snapshotOf(head, products, categories);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * One process's snapshot of one database, the rebuild in flight, if any, and, while a warm-up waits
 * to read the first one (`warmUpSnapshot`), what ends that wait (a rebuild started meanwhile).
 */
type Slot = { current?: CatalogSnapshot; building?: Promise<CatalogSnapshot>; wake?: () => void };

const slots = new WeakMap<Executor, Slot>();

function slotOf(db: Executor): Slot {
  let slot = slots.get(db);
  if (!slot) {
    slot = {};
    slots.set(db, slot);
  }
  return slot;
}

/**
 * Starts a rebuild (a patch of the current snapshot when it can be) unless one is in flight; every
 * caller meanwhile awaits the same one (coalesced).
 */
function rebuild(db: Executor, slot: Slot): Promise<CatalogSnapshot> {
  slot.building ??= loadSnapshot(db, slot.current)
    .then((snapshot) => {
      slot.current = snapshot;
      if (!snapshot.patched) collectAfterBulkBuild(snapshot.byCode.length);
      return snapshot;
    })
    .finally(() => {
      slot.building = undefined;
    });
  slot.wake?.();
  return slot.building;
}

/**
 * The process's catalogue snapshot for `db` (docs/rules.md#catalogue-read-path), loaded on first
 * use (a listening process starts that at once: catalog.routes.ts). It may be older than the database: callers compare its
 * `revision` with the catalogue revision their request began at and call `refreshSnapshot` when it is older.
 */
export function currentSnapshot(db: Executor): Promise<CatalogSnapshot> {
  const slot = slotOf(db);
  return slot.current ? Promise.resolve(slot.current) : rebuild(db, slot);
}

/**
 * Whether the process holds no snapshot of `db` yet and is reading its first, or its warm-up is
 * about to (`warmUpSnapshot`) — a page may then be read in SQL instead of waiting (product-page.ts
 * `chooseWhileReading`).
 */
export function readingFirstSnapshot(db: Executor): boolean {
  const slot = slotOf(db);
  return !slot.current && (slot.building !== undefined || slot.wake !== undefined);
}

/**
 * How long after a start the warm-up waits before it reads the whole snapshot, ms: the first
 * pages, read in SQL meanwhile, then do not share the database and the two cores with that read
 * (at 100,000 products it takes seconds). A read that needs the snapshot sooner starts it sooner.
 */
export const WARM_UP_DELAY_MS = 1000;

/**
 * A serving process's warm-up (the catalogue wing's `warmUp`, docs/rules.md#catalogue-read-path):
 * announces the first snapshot at once, so list pages are read in SQL, then reads it after
 * `delayMs` (unless a read already started it); resolves with it.
 */
export async function warmUpSnapshot(db: Executor, delayMs = WARM_UP_DELAY_MS): Promise<CatalogSnapshot> {
  const slot = slotOf(db);
  if (!slot.current && !slot.building) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      slot.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    slot.wake = undefined;
  }
  return currentSnapshot(db);
}

/**
 * A snapshot newer than `stale`: the one another caller already built since, else a rebuild
 * started now (or the one in flight — the caller checks the revision again and comes back if
 * that one began before the commit it must see).
 */
export function refreshSnapshot(db: Executor, stale: CatalogSnapshot): Promise<CatalogSnapshot> {
  const slot = slotOf(db);
  if (slot.current && slot.current !== stale && !slot.building) return Promise.resolve(slot.current);
  return rebuild(db, slot);
}
