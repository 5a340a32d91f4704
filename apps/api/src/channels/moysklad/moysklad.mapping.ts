import type { MoyskladMapping, MoyskladOptions, TextLanguage } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import { createOutlet } from '../../customers/counterparties';
import { type Db, type Executor, queryRows } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { assertFresh, type IfMatch } from '../../lib/record-version';
import { type MoyskladClient, moyskladTime } from './client';
import { accountClient } from './moysklad.account';
import { moyskladMessage } from './moysklad.messages';
import { findMsAccount, saveMsCursors, saveMsMapping } from './moysklad.repository';
import { readConnection, requireAccount, requireMoyskladAdmin } from './moysklad.service';
import {
  idOf,
  type MsAttribute,
  type MsCollection,
  type MsNamed,
  type MsPriceType,
  type MsRetailStore,
  type MsStore,
} from './moysklad.shapes';
import { type OurSide, suggestMapping, suggestStores } from './moysklad.suggest';
import { registerWebhooks } from './moysklad.webhooks';
import { enqueueSync } from './sync/sync.jobs';

/**
 * The mapping of the МойСклад account to ours (docs/moysklad.md §Mapping): the options with their
 * suggestions, and saving (validated against what the account holds, new outlets created,
 * audited, webhooks registered, the first full sync queued). 401/403 as the connection; 404 when
 * not connected.
 */

type MsConfig = Parameters<typeof readConnection>[1]['config'];

async function all<T>(client: MoyskladClient, path: string): Promise<T[]> {
  const rows: T[] = [];
  for await (const page of client.pages<T>(path, {})) rows.push(...page);
  return rows;
}

/** What the account holds that the mapping names. */
async function readAccountSide(client: MoyskladClient) {
  const [stores, retailStores, priceTypes, attributes, organizations, orderStates] = [
    await all<MsStore>(client, 'entity/store'),
    await all<MsRetailStore>(client, 'entity/retailstore'),
    await client.get<MsPriceType[]>('context/companysettings/pricetype'),
    (await client.get<MsCollection<MsAttribute>>('entity/product/metadata/attributes')).rows,
    await all<MsNamed>(client, 'entity/organization'),
    (await client.get<{ states?: MsNamed[] }>('entity/customerorder/metadata')).states ?? [],
  ];
  return { stores, retailStores, priceTypes, attributes, organizations, orderStates };
}

/** Our outlets (every store but the main ones) and counterparties. */
async function readOurSide(db: Executor): Promise<OurSide & { versions: Map<number, string> }> {
  const outlets = await queryRows<OurSide['outlets'][number]>(
    db,
    sql`select id, name, counterparty_id from stores where counterparty_id is not null order by name, id`,
  );
  const counterparties = await queryRows<{ id: number; name: string; version: string }>(
    db,
    sql`select id, legal_name as name, version from counterparties order by legal_name, id`,
  );
  return {
    outlets,
    counterparties: counterparties.map(({ id, name }) => ({ id, name })),
    versions: new Map(counterparties.map((c) => [c.id, c.version])),
  };
}

/** GET /services/moysklad/options: both sides and the suggestions. */
export async function readOptions(
  ctx: RequestContext,
  options: { db: Db; config: MsConfig },
): Promise<{ data: MoyskladOptions }> {
  requireMoyskladAdmin(ctx);
  const account = await requireAccount(ctx, options.db);
  const side = await readAccountSide(accountClient(options.config, account));
  const ours = await readOurSide(options.db);
  const stores = suggestStores(side.stores, side.retailStores, ours);
  return {
    data: {
      stores,
      price_types: side.priceTypes.map(({ id, name }) => ({ id, name })),
      attributes: side.attributes.map(({ id, name, type }) => ({ id, name, type })),
      outlets: ours.outlets,
      counterparties: ours.counterparties,
      organizations: side.organizations.map(({ id, name }) => ({ id, name })),
      order_states: side.orderStates.map(({ id, name }) => ({ id, name })),
      suggested: suggestMapping({ ...side, stores }),
    },
  };
}

/** Field errors of `mapping` against both sides (keys `stores.<i>.<field>`, `prices.<cur>.<field>`, `attributes.<target>`). */
function mappingErrors(
  lang: TextLanguage,
  mapping: MoyskladMapping,
  sides: Awaited<ReturnType<typeof readAccountSide>> & { ours: OurSide },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const say = (field: string, key: Parameters<typeof moyskladMessage>[1]) => {
    errors[field] = [moyskladMessage(lang, key)];
  };
  const storeIds = new Set(sides.stores.map((s) => s.id));
  const outletIds = new Set(sides.ours.outlets.map((o) => o.id));
  const counterpartyIds = new Set(sides.ours.counterparties.map((c) => c.id));
  mapping.stores.forEach((row, i) => {
    if (!storeIds.has(row.moysklad_store_id)) say(`stores.${i}.moysklad_store_id`, 'unknownStore');
    if (row.target === 'outlet' && !outletIds.has(row.store_id ?? 0)) say(`stores.${i}.store_id`, 'badStore');
    if (row.target === 'new-outlet' && !counterpartyIds.has(row.counterparty_id ?? 0))
      say(`stores.${i}.counterparty_id`, 'badCounterparty');
  });
  const priceTypes = new Set(sides.priceTypes.map((p) => p.id));
  for (const [currency, pair] of Object.entries(mapping.prices)) {
    if (!pair) continue;
    if (!priceTypes.has(pair.wholesale)) say(`prices.${currency}.wholesale`, 'unknownPriceType');
    if (pair.retail !== null && !priceTypes.has(pair.retail))
      say(`prices.${currency}.retail`, 'unknownPriceType');
  }
  const attributes = new Set(sides.attributes.map((a) => a.id));
  for (const [target, id] of Object.entries(mapping.attributes)) {
    if (id && !attributes.has(id)) say(`attributes.${target}`, 'unknownAttribute');
  }
  if (mapping.orders) {
    if (!sides.organizations.some((o) => o.id === mapping.orders?.organization))
      say('orders.organization', 'unknownOrganization');
    const states = new Set(sides.orderStates.map((s) => s.id));
    for (const [status, id] of Object.entries(mapping.orders.states)) {
      if (id && !states.has(id)) say(`orders.states.${status}`, 'unknownOrderState');
    }
  }
  return errors;
}

/**
 * PUT /services/moysklad/mapping: validates the mapping against the account and our side (422
 * with field errors), creates the outlets asked for (`new-outlet` → an outlet of that
 * counterparty named as the retail point, saved as `outlet`), saves it with an audit row in one
 * transaction, registers the webhooks and queues a full sync when the catalogue has not been
 * synced yet. 404 when not connected. `ifMatch` must name the connection's current `etag`
 * (docs/rules.md#record-versions): checked before asking МойСклад, and again under the account
 * row's lock — 412 with the connection as it is now (`current`) when stale, nothing saved.
 */
export async function saveMapping(
  ctx: RequestContext,
  options: { db: Db; config: MsConfig; body: MoyskladMapping; ifMatch: IfMatch },
): ReturnType<typeof readConnection> {
  const userId = requireMoyskladAdmin(ctx);
  const account = await requireAccount(ctx, options.db);
  const checkFresh = async (db: Executor) =>
    assertFresh(ctx.lang, options.ifMatch, (await readConnection(ctx, { db, config: options.config })).data);
  await checkFresh(options.db);
  const client = accountClient(options.config, account);
  const side = await readAccountSide(client);
  const ours = await readOurSide(options.db);
  throwIfErrors(mappingErrors(ctx.lang, options.body, { ...side, ours }));
  const retailNames = new Map(side.retailStores.map((r) => [idOf(r.store) ?? '', r.name]));
  const storeNames = new Map(side.stores.map((s) => [s.id, s.name]));
  await options.db.transaction(async (tx) => {
    const locked = await findMsAccount(tx, { lock: true });
    if (!locked) throw new AppError('NOT_FOUND', { message: moyskladMessage(ctx.lang, 'notConnected') });
    await checkFresh(tx);
    const firstMapping = !locked.mapping;
    const stores = [];
    for (const row of options.body.stores) {
      if (row.target !== 'new-outlet') {
        stores.push(row);
        continue;
      }
      const version = ours.versions.get(row.counterparty_id!) === 'en' ? 'en' : 'ru';
      const name = retailNames.get(row.moysklad_store_id) ?? storeNames.get(row.moysklad_store_id)!;
      const { id } = await createOutlet(ctx, {
        db: tx,
        counterpartyId: row.counterparty_id!,
        body: {
          name: name.slice(0, 200),
          is_retail: true,
          city: null,
          currency: version === 'en' ? 'EUR' : 'RUB',
          report_period_days: 14,
          auto_order_sum: null,
          in_ranking: true,
        },
      });
      stores.push({ moysklad_store_id: row.moysklad_store_id, target: 'outlet' as const, store_id: id });
    }
    const mapping = { ...options.body, stores };
    await saveMsMapping(tx, mapping);
    // Orders switched on: the orders placed from now on are sent, the states changed from now on
    // are read (docs/moysklad.md §Orders out).
    if (mapping.orders && !locked.mapping?.orders)
      await saveMsCursors(tx, { ordersFrom: new Date().toISOString(), orders: moyskladTime(new Date()) });
    await insertAudit(tx, {
      userId,
      entity: 'moysklad_account',
      entityId: 1,
      action: 'map',
      changes: { mapping: [locked.mapping, mapping] },
    });
    if (firstMapping)
      await enqueueSync(tx, { kind: 'catalogue', payload: { full: true, next: ['stock', 'sales'] } });
  });
  const saved = await findMsAccount(options.db);
  if (saved) await registerWebhooks({ db: options.db, client, account: saved, config: options.config });
  return readConnection(ctx, options);
}

/** POST /services/moysklad/sync: queues the runs asked for (catalogue first, the others after it). 409 when not mapped. */
export async function requestSync(
  ctx: RequestContext,
  options: { db: Db; config: MsConfig; kinds: readonly ('catalogue' | 'stock' | 'sales')[]; full: boolean },
): ReturnType<typeof readConnection> {
  requireMoyskladAdmin(ctx);
  const account = await requireAccount(ctx, options.db);
  if (!account.mapping) throw new AppError('CONFLICT', { message: moyskladMessage(ctx.lang, 'notMapped') });
  const { kinds, full } = options;
  const rest = kinds.filter((k) => k !== 'catalogue');
  if (kinds.includes('catalogue'))
    await enqueueSync(options.db, { kind: 'catalogue', payload: { full, next: rest } });
  else for (const kind of rest) await enqueueSync(options.db, { kind, payload: { full } });
  return readConnection(ctx, options);
}
