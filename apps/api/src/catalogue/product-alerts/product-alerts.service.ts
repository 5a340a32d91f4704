import { daysOfCover, isBelowCover, parseVersion, textLanguage } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { type QueuedMail, queueMail } from '../../mail';
import {
  claimBackInStockDue,
  deleteBackInStock,
  findBackInStock,
  findReminderCandidates,
  insertBackInStock,
  markNotified,
  productExists,
  type ReminderCandidate,
  rearmBackInStock,
  rearmReorder,
} from './product-alerts.repository';

/**
 * Product alerts (docs/home.md#alerts): "send once while a condition holds", per user, store and
 * product. Back in stock: the user watches a product out of stock in the version's main store and
 * gets one e-mail when it has stock again; the watch stays (a later return e-mails again) until
 * the user cancels it. Reorder reminders: a product an outlet of the user's sells has fewer days
 * of cover than the user's threshold; one e-mail per product until its cover is back.
 */

/** GET product-alerts/back-in-stock: the products the caller watches in the version's main store. */
export function listBackInStock(ctx: RequestContext, options: { db: Executor }): Promise<number[]> {
  return findBackInStock(options.db, { userId: ctx.requireUser().id, storeId: ctx.mainStoreId });
}

/**
 * PUT (watch = true) or DELETE (false) product-alerts/back-in-stock/{productId}: starts or stops
 * the caller's watch of the product in the version's main store; repeating either changes nothing.
 * NOT_FOUND (404) for an unknown product.
 */
export async function setBackInStock(
  ctx: RequestContext,
  options: { db: Executor; productId: number; watch: boolean },
): Promise<{ product_id: number; watching: boolean }> {
  const { db, productId, watch } = options;
  const key = { userId: ctx.requireUser().id, storeId: ctx.mainStoreId, productId };
  if (!(await productExists(db, productId)))
    throw new AppError('NOT_FOUND', { message: message(ctx.lang, 'unknownProduct', { id: productId }) });
  if (watch) await insertBackInStock(db, key);
  else await deleteBackInStock(db, key);
  return { product_id: productId, watching: watch };
}

const productName = (row: { name_ru: string; name_en: string }, lang: 'ru' | 'en') =>
  (lang === 'en' ? row.name_en : row.name_ru) || row.name_ru;

/**
 * Back-in-stock step of the check, in one transaction: queues one e-mail per armed watch whose
 * product has stock again and marks it notified; re-arms the notified watches out of stock again.
 * Answers how many e-mails it queued.
 */
/** An alert row's recipient: the address, the user's language, the row's version, the name to greet. */
type AlertRecipient = Pick<QueuedMail, 'lang' | 'version'> & { to: string; buyer_name: string };

/** Whom an alert e-mail goes to, in which language and version (docs/home.md). */
function recipient(row: {
  email: string;
  locale: string;
  version: string;
  fullname: string;
  username: string;
}): AlertRecipient {
  return {
    to: row.email,
    lang: textLanguage(row.locale),
    version: parseVersion(row.version) ?? 'ru',
    buyer_name: row.fullname.trim() || row.username,
  };
}

export function checkBackInStock(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await rearmBackInStock(tx);
    const due = await claimBackInStockDue(tx);
    const mails: QueuedMail[] = due.map((d) => {
      const { buyer_name, ...to } = recipient(d);
      const { lang } = to;
      return {
        template: 'back-in-stock',
        ...to,
        data: {
          buyer_name,
          code: d.code,
          product_name: productName(d, lang),
          quantity: Number(d.quantity),
        },
      };
    });
    if (mails.length > 0) await queueMail(tx, ...mails);
    await markNotified(tx, { kind: 'back_in_stock', keys: due });
    return mails.length;
  });
}

/** The candidates under their user's threshold (docs/home.md#reminders: the contract's daysOfCover and isBelowCover). */
export function belowThreshold(rows: readonly ReminderCandidate[]) {
  return rows
    .map((r) => ({
      ...r,
      days_of_cover: daysOfCover({
        onHand: Math.max(0, Number(r.stock)) + Math.max(0, Number(r.supplies)),
        sold: Number(r.sold),
        days: Number(r.report_period_days),
      }),
    }))
    .filter((r) => isBelowCover(r.days_of_cover, Number(r.threshold)));
}

/**
 * Reorder step of the check, in one transaction: for every user with e-mailed reminders, the
 * selling products of their outlets under their threshold; those not yet notified go into one
 * e-mail per user (and are marked); the marks of products no longer under it are deleted, so a
 * product that falls again is e-mailed again. Answers how many e-mails it queued.
 */
export function checkReorderReminders(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const below = belowThreshold(await findReminderCandidates(tx));
    await rearmReorder(tx, below);
    const fresh = below.filter((r) => !r.notified);
    const byUser = new Map<number, typeof fresh>();
    for (const r of fresh) byUser.set(Number(r.user_id), [...(byUser.get(Number(r.user_id)) ?? []), r]);
    const mails: QueuedMail[] = [...byUser.values()].map((lines) => {
      const { buyer_name, ...to } = recipient(lines[0]!);
      const { lang } = to;
      return {
        template: 'reorder-reminder',
        ...to,
        data: {
          buyer_name,
          threshold: Number(lines[0]!.threshold),
          lines: lines
            .sort(
              (a, b) =>
                (a.days_of_cover ?? 0) - (b.days_of_cover ?? 0) ||
                Number(a.product_id) - Number(b.product_id),
            )
            .map((l) => ({
              store_name: l.store_name,
              code: l.code,
              name: productName(l, lang),
              days_of_cover: l.days_of_cover ?? 0,
              stock: Number(l.stock),
            })),
        },
      };
    });
    if (mails.length > 0) await queueMail(tx, ...mails);
    await markNotified(tx, { kind: 'reorder', keys: fresh });
    return mails.length;
  });
}
