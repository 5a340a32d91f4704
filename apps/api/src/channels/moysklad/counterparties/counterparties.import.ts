import type { MoyskladCounterpartiesImportResult, MoyskladCounterpartiesPreview } from '@kits/contract';
import { insertAudit } from '../../../audit';
import { ensurePriceTypes } from '../../../catalogue/price-types';
import type { Config } from '../../../config';
import type { RequestContext } from '../../../context/request-context';
import { createCounterparty, setCounterpartyPriceType } from '../../../customers/counterparties';
import type { Db, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { MoyskladError } from '../client';
import { accountClient } from '../moysklad.account';
import { moyskladMessage } from '../moysklad.messages';
import { requireAccount, requireMoyskladAdmin } from '../moysklad.service';
import { countActions, legalKinds, type MsCounterparty, planCounterparties } from './counterparties.plan';
import { linkMoyskladCounterparty, lockLinks } from './links.repository';

/** At most this many МойСклад counterparties are read (a wholesaler's customers are far fewer). */
export const MOYSKLAD_COUNTERPARTIES_MAX = 10_000;

type Options = { db: Db; config: Config };

/** Every counterparty of the connected account, page by page through the client (1000 a page). */
async function readMoyskladCounterparties(ctx: RequestContext, options: Options): Promise<MsCounterparty[]> {
  const account = await requireAccount(ctx, options.db);
  const client = accountClient(options.config, account);
  const rows: MsCounterparty[] = [];
  try {
    for await (const page of client.pages<MsCounterparty>('entity/counterparty')) {
      rows.push(...page);
      if (rows.length >= MOYSKLAD_COUNTERPARTIES_MAX) break;
    }
  } catch (error) {
    if (error instanceof MoyskladError)
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: moyskladMessage(ctx.lang, error.kind === 'auth' ? 'tokenRefused' : 'unreachable'),
      });
    throw error;
  }
  return legalKinds(rows);
}

/** The МойСклад id of a counterparty's price type (its `id`, else the last part of its meta href). */
const msPriceTypeId = (row: MsCounterparty) =>
  row.priceType?.id ?? row.priceType?.meta?.href.split('/').pop();

/**
 * Our price type of each МойСклад counterparty that has one (docs/moysklad.md §Counterparties,
 * docs/rules.md#buyer-price), by its МойСклад id: МойСклад's price types become ours through the
 * price types' writer (found by their МойСклад id, else made).
 */
async function priceTypesOf(db: Executor, rows: readonly MsCounterparty[]): Promise<Map<string, number>> {
  const types = new Map<string, string>();
  for (const row of rows) {
    const id = msPriceTypeId(row);
    if (id && row.priceType) types.set(id, row.priceType.name);
  }
  const ours = await ensurePriceTypes(
    db,
    [...types].map(([externalId, name]) => ({ externalId, name })),
  );
  const byCounterparty = new Map<string, number>();
  for (const row of rows) {
    const id = msPriceTypeId(row);
    const type = id === undefined ? undefined : ours.get(id);
    if (type !== undefined) byCounterparty.set(row.id, type);
  }
  return byCounterparty;
}

/**
 * GET /services/moysklad/counterparties (docs/moysklad.md §Counterparties): МойСклад's legal
 * entities and sole traders with their requisites and what the import would do with each.
 * Writes nothing. 401, 403 not an admin, 404 not connected, 503 МойСклад unreachable.
 */
export async function previewMoyskladCounterparties(
  ctx: RequestContext,
  options: Options,
): Promise<MoyskladCounterpartiesPreview> {
  requireMoyskladAdmin(ctx);
  const rows = await planCounterparties(options.db, ctx.lang, await readMoyskladCounterparties(ctx, options));
  return { rows: rows.map(({ body: _, ...row }) => row), counts: countActions(rows) };
}

/**
 * POST /services/moysklad/counterparties/import: in one transaction (links locked, so two runs
 * follow each other), plans again against the database, links the `link` rows and creates the
 * `create` rows through the customers wing's writer (`createCounterparty`: requisites checked,
 * audited) with their link; every imported or linked counterparty whose МойСклад counterparty has
 * a price type («Тип цены») gets it as its price type (docs/rules.md#buyer-price; one without keeps
 * what staff chose); one audit row of the run (entity moysklad_account, action
 * import_counterparties). Running it again creates and links nothing.
 */
export async function importMoyskladCounterparties(
  ctx: RequestContext,
  options: Options,
): Promise<MoyskladCounterpartiesImportResult> {
  const userId = requireMoyskladAdmin(ctx);
  const read = await readMoyskladCounterparties(ctx, options);
  return options.db.transaction(async (tx) => {
    await lockLinks(tx);
    const plan = await planCounterparties(tx, ctx.lang, read);
    const result = { created: 0, linked: 0, already_linked: 0, skipped: 0 };
    const priceTypeOf = await priceTypesOf(tx, read);
    for (const row of plan) {
      let ours = row.counterparty?.id;
      if (row.action === 'linked') result.already_linked++;
      else if (row.action === 'skip') result.skipped++;
      else if (row.action === 'link') {
        await linkMoyskladCounterparty(tx, row.counterparty!.id, row.moysklad_id);
        await insertAudit(tx, {
          userId,
          entity: 'counterparty',
          entityId: row.counterparty!.id,
          action: 'moysklad_link',
          changes: { moysklad_id: [null, row.moysklad_id] },
        });
        result.linked++;
      } else {
        ours = (await createCounterparty(ctx, { db: tx, body: row.body! })).id;
        await linkMoyskladCounterparty(tx, ours, row.moysklad_id);
        result.created++;
      }
      const priceTypeId = priceTypeOf.get(row.moysklad_id);
      if (row.action !== 'skip' && ours !== undefined && priceTypeId !== undefined)
        await setCounterpartyPriceType(tx, { id: ours, priceTypeId });
    }
    await insertAudit(tx, {
      userId,
      entity: 'moysklad_account',
      entityId: 1,
      action: 'import_counterparties',
      changes: result,
    });
    return result;
  });
}
