import type { MoyskladMapping } from '@kits/contract';
import { sql } from 'drizzle-orm';
import type { FakeMoysklad, FakeStockRow } from '../../apps/api/src/channels/moysklad/fake';
import { type Database, queryRows } from '../../apps/api/src/db/client';
import { createUser } from '../../apps/api/src/test/factories/users';
import { signIn } from '../../apps/api/src/test/http-client';
import type { MsApp } from './moysklad-app';

/** Stock changes per round: half at the main warehouse, half at the viewer's outlets. */
export const CHANGES = 100;
const OUTLETS = 5;
const PROBE_EVERY_MS = 50;

/** A viewer of the catalogue who sees OUTLETS outlets (their stock in `stores` of each product). */
export type StockViewer = { token: string; outlets: { storeId: number; msStoreId: string }[] };

/** One stock change: the fake's row, our product code and store (null: the main store), the figure expected. */
type Change = { row: FakeStockRow; stock: number; code: string; storeId: number | null; expected: number };

/**
 * A signed-in user of group warehouse with the first OUTLETS mapped outlets as their stores (the
 * catalogue's `stores` show their shelf stock; `quantity` the main store's free stock).
 */
export async function stockViewer(database: Database, app: MsApp, mapping: MoyskladMapping) {
  const outlets = mapping.stores
    .filter((s) => s.target === 'outlet' && s.store_id)
    .slice(0, OUTLETS)
    .map((s) => ({ storeId: s.store_id!, msStoreId: s.moysklad_store_id }));
  const stores = outlets.map((o) => o.storeId);
  const viewer = await createUser({
    db: database.db,
    username: 'bench_ms_viewer',
    groups: ['warehouse'],
    stores,
  });
  const token = await signIn(app.url, viewer.user.username, viewer.password);
  return { token, outlets } satisfies StockViewer;
}

/** Round `round`'s changes: distinct rows each round, every stock raised by 5 + round. */
async function changesOf(
  database: Database,
  options: { fake: FakeMoysklad; viewer: StockViewer; round: number },
): Promise<Change[]> {
  const { fake, viewer, round } = options;
  const rows = [...fake.account.stock.values()];
  const main = rows.filter((r) => r.storeId === fake.account.mainStoreId);
  const per = CHANGES / 2 / viewer.outlets.length;
  const picked: { row: FakeStockRow; storeId: number | null }[] = main
    .slice(round * (CHANGES / 2), (round + 1) * (CHANGES / 2))
    .map((row) => ({ row, storeId: null }));
  for (const outlet of viewer.outlets) {
    const held = rows.filter((r) => r.storeId === outlet.msStoreId);
    picked.push(
      ...held.slice(round * per, (round + 1) * per).map((row) => ({ row, storeId: outlet.storeId })),
    );
  }
  const keys = picked.map((p) => `moysklad:${p.row.assortmentId}`);
  const codes = new Map(
    (
      await queryRows<{ external_key: string; code: string }>(
        database.db,
        sql`select external_key, code from products where external_key = any(${`{${keys.join(',')}}`}::text[])`,
      )
    ).map((p) => [p.external_key, p.code]),
  );
  return picked.map(({ row, storeId }) => {
    const stock = row.stock + 5 + round;
    const expected = storeId === null ? Math.max(0, stock - row.reserve) : stock;
    return { row, stock, storeId, expected, code: codes.get(`moysklad:${row.assortmentId}`)! };
  });
}

/** The figure the catalogue answers for a change: the main store's quantity, or the outlet's. */
async function catalogueFigure(app: MsApp, token: string, change: Change): Promise<number | null> {
  const res = await app.call('GET', `/api/v0/catalog/products/${encodeURIComponent(change.code)}`, { token });
  if (res.status !== 200) throw new Error(`GET catalog/products/${change.code} → ${res.status}`);
  const product = res.body.data as { quantity: number; stores: { id: number; quantity: number }[] };
  if (change.storeId === null) return product.quantity;
  return product.stores.find((s) => s.id === change.storeId)?.quantity ?? null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads `changes` until every one answers its new figure; answers ms since `started` when the last
 * one did, and how many reads of the slowest it took (1: all answered at the first read).
 */
async function untilAnswered(options: {
  app: MsApp;
  token: string;
  changes: Change[];
  started: number;
  timeoutMs: number;
}): Promise<{ ms: number; reads: number }> {
  let pending = options.changes;
  let answeredAt = 0;
  for (let reads = 1; ; reads++) {
    const figures = await Promise.all(pending.map((c) => catalogueFigure(options.app, options.token, c)));
    const elapsed = performance.now() - options.started;
    const still = pending.filter((c, i) => figures[i] !== c.expected);
    if (still.length < pending.length) answeredAt = elapsed;
    if (still.length === 0) return { ms: answeredAt, reads };
    if (elapsed > options.timeoutMs)
      throw new Error(`${still.length} stock changes not in the catalogue after ${options.timeoutMs} ms`);
    pending = still;
    await sleep(PROBE_EVERY_MS);
  }
}

/**
 * One round: CHANGES stock rows changed in the fake in one go (one tick: one stock webhook), then
 * the catalogue read as the viewer until it answers every new figure. Two probes (a main-store
 * row, an outlet row) are read every PROBE_EVERY_MS until both answer; then the other rows are
 * read, and any still old again until it answers. Answers ms from the change to the probes'
 * answer and to the last row's (the sync writes the rows in one transaction, so they are equal
 * unless a row lagged: the others are counted at the probes' time).
 */
export async function stockRound(
  database: Database,
  options: { app: MsApp; fake: FakeMoysklad; viewer: StockViewer; round: number; timeoutMs: number },
): Promise<{ ms: number; probeMs: number }> {
  const { app, fake, viewer, timeoutMs } = options;
  const changes = await changesOf(database, { fake, viewer, round: options.round });
  const started = performance.now();
  for (const c of changes)
    fake.account.setStock({ assortmentId: c.row.assortmentId, storeId: c.row.storeId, stock: c.stock });
  const probes = [changes[0]!, changes[CHANGES / 2]!];
  const token = viewer.token;
  const probe = await untilAnswered({ app, token, changes: probes, started, timeoutMs });
  const rest = await untilAnswered({
    app,
    token,
    changes: changes.filter((c) => !probes.includes(c)),
    started,
    timeoutMs,
  });
  return { ms: rest.reads > 1 ? rest.ms : probe.ms, probeMs: probe.ms };
}
