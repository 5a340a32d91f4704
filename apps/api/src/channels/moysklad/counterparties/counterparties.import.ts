import type { MoyskladCounterpartiesImportResult, MoyskladCounterpartiesPreview } from '@kits/contract';
import { insertAudit } from '../../../audit';
import type { Config } from '../../../config';
import type { RequestContext } from '../../../context/request-context';
import { createCounterparty } from '../../../customers/counterparties';
import type { Db } from '../../../db/client';
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
 * audited) with their link; one audit row of the run (entity moysklad_account, action
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
    for (const row of plan) {
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
        const { id } = await createCounterparty(ctx, { db: tx, body: row.body! });
        await linkMoyskladCounterparty(tx, id, row.moysklad_id);
        result.created++;
      }
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
