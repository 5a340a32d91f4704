import type { HomeQuery, HomeResponse } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { buyerHomeMessage } from './buyer-home.messages';
import {
  findCounterpartyOutlets,
  findOwnOutlets,
  findReminderDays,
  findRootSlugs,
  type HomeOutletRow,
} from './buyer-home.repository';
import { outletFigures } from './outlet-figures';

/**
 * The outlets the home shows and whose they are. Own view: the caller's own retail outlets of the
 * request's version (user_stores, the outlet-visibility rule of the store list and switch,
 * docs/rules.md#store). `counterparty`: managers and admins only (else FORBIDDEN 403), that
 * customer's retail outlets of the version (NOT_FOUND 404 for an unknown counterparty).
 */
async function visibleOutlets(
  ctx: RequestContext,
  options: { db: Executor; query: HomeQuery },
): Promise<{ outlets: HomeOutletRow[]; counterparty: { id: number; name: string } | null }> {
  const { db, query } = options;
  const user = ctx.requireUser();
  if (query.counterparty === undefined)
    return {
      outlets: await findOwnOutlets(db, { userId: user.id, version: ctx.version }),
      counterparty: null,
    };
  if (!ctx.isManager) throw new AppError('FORBIDDEN', { message: buyerHomeMessage(ctx.lang, 'staffOnly') });
  const found = await findCounterpartyOutlets(db, {
    counterpartyId: query.counterparty,
    version: ctx.version,
  });
  if (found.name === null)
    throw new AppError('NOT_FOUND', {
      message: buyerHomeMessage(ctx.lang, 'unknownCounterparty', { id: query.counterparty }),
    });
  return { outlets: found.outlets, counterparty: { id: query.counterparty, name: found.name } };
}

/**
 * GET home (docs/home.md): per outlet the caller may see (the current one first, then by id) the
 * report period's sell-through, days of cover per top-level category, what runs out first, what
 * sells elsewhere in the network and the outlet lacks, shelves over and under capacity, and — with
 * reminders on (own view only) — every selling line under the threshold. Every figure is read from
 * the sales rollups and the stock rows; an outlet without sales in its period says so
 * (`has_sales` false, no rate, no cover). 401 anonymous; 403 `counterparty` by a non-manager; 404
 * unknown counterparty.
 */
export async function buyerHome(
  ctx: RequestContext,
  options: { db: Executor; query: HomeQuery },
): Promise<HomeResponse['data']> {
  const { db } = options;
  const { outlets, counterparty } = await visibleOutlets(ctx, options);
  const reminderDays = counterparty ? null : await findReminderDays(db, ctx.requireUser().id);
  const currentId = counterparty ? null : ctx.currentStoreId;
  const ordered = [...outlets].sort(
    (a, b) =>
      Number(Number(b.id) === currentId) - Number(Number(a.id) === currentId) || Number(a.id) - Number(b.id),
  );
  const rootSlugs = await findRootSlugs(db);
  const figures = [];
  // One outlet after another: a franchise's handful of outlets, each a few statements.
  for (const outlet of ordered)
    figures.push(
      await outletFigures(db, {
        outlet,
        ctx,
        mainStoreId: ctx.mainStoreId,
        reminderDays,
        current: Number(outlet.id) === currentId,
        rootSlugs,
      }),
    );
  return { reminder_days: reminderDays, counterparty, outlets: figures };
}
