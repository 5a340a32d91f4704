import { timingSafeEqual } from 'node:crypto';
import type { TextLanguage } from '@kits/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MoyskladClient } from './client';
import { moyskladMessage } from './moysklad.messages';
import { findMsAccount, type MsAccountRow, saveMsWebhooks, takeWebhookRequest } from './moysklad.repository';
import { idOf, type MsStockWebhook, type MsWebhookEvents } from './moysklad.shapes';
import { enqueueOrderStates } from './orders/orders-out.jobs';
import type { DocumentEvent } from './sync/sales.sync';
import { enqueueSync } from './sync/sync.jobs';

/**
 * МойСклад's webhooks (docs/moysklad.md §Webhooks): registered there when PUBLIC_URL is set — the
 * entity events of retail sales and returns, products and folders, customer orders, and the stock webhook of the
 * stock-by-warehouse report — at a URL whose last segment is the account's secret. A notification
 * is answered at once (204) and turned into a queued sync run: the work happens on the job runner.
 */

const ENTITY_TYPES = [
  'retaildemand',
  'retailsalesreturn',
  'product',
  'productfolder',
  'customerorder',
] as const;
const ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;

/** The path our webhooks are answered at, under the API prefix. */
export const webhookPath = (secret: string) => `/api/v0/moysklad/webhooks/${secret}`;

/** Registered, or why not (no PUBLIC_URL; МойСклад refused them). */
export function webhooksState(
  lang: TextLanguage,
  options: { account: MsAccountRow | null; config: Pick<Config, 'PUBLIC_URL' | 'MOYSKLAD_POLL_SECONDS'> },
): { registered: boolean; reason: string | null } {
  const seconds = options.config.MOYSKLAD_POLL_SECONDS;
  if (!options.config.PUBLIC_URL)
    return { registered: false, reason: moyskladMessage(lang, 'noPublicUrl', { seconds }) };
  const account = options.account;
  if (account?.webhook_error)
    return {
      registered: false,
      reason: moyskladMessage(lang, 'webhooksFailed', { reason: account.webhook_error, seconds }),
    };
  return { registered: (account?.webhook_ids.length ?? 0) > 0, reason: null };
}

/** Deletes the webhooks this installation registered in МойСклад (a missing one is fine). */
export async function dropWebhooks(options: {
  client: MoyskladClient;
  account: MsAccountRow;
}): Promise<void> {
  for (const hook of options.account.webhook_ids) {
    await options.client.delete(`entity/${hook.type}/${hook.id}`).catch((error: { status?: number }) => {
      if (error.status !== 404) throw error;
    });
  }
}

/**
 * Registers our webhooks in МойСклад (the old ones deleted first), saving their ids, or the reason
 * they could not be (kept on the account, shown on the page). Without PUBLIC_URL, none.
 */
export async function registerWebhooks(options: {
  db: Db;
  client: MoyskladClient;
  account: MsAccountRow;
  config: Pick<Config, 'PUBLIC_URL'>;
}): Promise<void> {
  const { db, client, account, config } = options;
  if (!config.PUBLIC_URL) return;
  const url = new URL(webhookPath(account.webhook_secret), config.PUBLIC_URL).toString();
  const ids: MsAccountRow['webhook_ids'] = [];
  try {
    await dropWebhooks({ client, account });
    for (const entityType of ENTITY_TYPES) {
      for (const action of ACTIONS) {
        const hook = await client.post<{ id: string }>('entity/webhook', {
          url,
          action,
          entityType,
          enabled: true,
        });
        ids.push({ type: 'webhook', id: hook.id });
      }
    }
    const stock = await client.post<{ id: string }>('entity/webhookstock', {
      url,
      stockType: 'stock',
      reportType: 'bystore',
      enabled: true,
    });
    ids.push({ type: 'webhookstock', id: stock.id });
    await saveMsWebhooks(db, { ids, error: null });
  } catch (error) {
    await saveMsWebhooks(db, { ids, error: (error as Error).message.slice(0, 300) });
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A notification from МойСклад: false when the secret (or account) is not ours (answered 404);
 * else it is taken once per `requestId` (a repeat changes nothing) and queues the runs it calls
 * for — a stock webhook an incremental stock run, retail documents a sales run reading them,
 * products and folders an incremental catalogue run, a changed customer order a follow of its state.
 */
export async function receiveWebhook(options: {
  db: Db;
  secret: string;
  requestId: string | null;
  body: MsWebhookEvents & MsStockWebhook;
}): Promise<boolean> {
  const { db, body } = options;
  const account = await findMsAccount(db);
  if (!account || !sameSecret(options.secret, account.webhook_secret)) return false;
  if (!account.mapping) return true;
  const ours = (accountId: string | undefined) =>
    !accountId || !account.account_id || accountId === account.account_id;
  if (options.requestId && !(await takeWebhookRequest(db, options.requestId))) return true;
  if (body.reportUrl && ours(body.accountId)) await enqueueSync(db, { kind: 'stock' });
  const documents: DocumentEvent[] = [];
  const customerOrders: string[] = [];
  let catalogue = false;
  for (const event of body.events ?? []) {
    const type = event.meta?.type;
    const id = idOf(event.meta ? { meta: event.meta } : null);
    const action = event.action as DocumentEvent['action'];
    if (!id || !ours(event.accountId) || !ACTIONS.includes(action)) continue;
    if (type === 'retaildemand' || type === 'retailsalesreturn') documents.push({ type, id, action });
    else if (type === 'product' || type === 'productfolder') catalogue = true;
    else if (type === 'customerorder' && action === 'UPDATE') customerOrders.push(id);
  }
  if (customerOrders.length > 0) await enqueueOrderStates(db, customerOrders);
  if (documents.length > 0) await enqueueSync(db, { kind: 'sales', payload: { events: documents } });
  if (catalogue) await enqueueSync(db, { kind: 'catalogue' });
  return true;
}
