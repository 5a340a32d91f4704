import type { MoyskladMapping } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of the МойСклад account (one row, id 1) and the webhook requests taken. */

export type MsAccountRow = {
  api_url: string;
  token_sealed: string;
  account_id: string | null;
  name: string;
  status: 'connected' | 'token_refused' | 'unreachable';
  last_error: string | null;
  webhook_secret: string;
  webhook_ids: { type: 'webhook' | 'webhookstock'; id: string }[];
  webhook_error: string | null;
  mapping: MoyskladMapping | null;
  cursors: MsCursors;
  connected_by: number | null;
  connected_at: Date | string;
  mapped_at: Date | string | null;
};

/** Where the incremental runs resume: МойСклад time strings (Moscow time) of the last reads. */
export type MsCursors = {
  stock?: string;
  sales?: string;
  catalogue?: string;
  polled?: string;
  /** Customer orders changed there since (statuses back), and our orders sent from (ISO). */
  orders?: string;
  ordersFrom?: string;
};

/** The account, or null when none is connected (a disconnected one keeps its row without a token). */
export async function findMsAccount(
  db: Executor,
  options: { lock?: boolean } = {},
): Promise<MsAccountRow | null> {
  const rows = await queryRows<MsAccountRow>(
    db,
    sql`select * from moysklad_accounts where id = 1 and token_sealed <> '' ${options.lock ? sql`for update` : sql``}`,
  );
  return rows[0] ?? null;
}

/** Creates or replaces the connection (a new token keeps the mapping and cursors of the same account). */
export async function upsertMsAccount(
  db: Executor,
  row: {
    apiUrl: string;
    tokenSealed: string;
    accountId: string | null;
    name: string;
    webhookSecret: string;
    userId: number;
  },
): Promise<void> {
  await db.execute(
    sql`insert into moysklad_accounts (id, api_url, token_sealed, account_id, name, webhook_secret, connected_by)
        values (1, ${row.apiUrl}, ${row.tokenSealed}, ${row.accountId}, ${row.name}, ${row.webhookSecret}, ${row.userId})
        on conflict (id) do update set api_url = excluded.api_url, token_sealed = excluded.token_sealed,
          name = excluded.name, status = 'connected', last_error = null, connected_by = excluded.connected_by,
          connected_at = now(),
          mapping = case when moysklad_accounts.account_id is not distinct from excluded.account_id
            then moysklad_accounts.mapping end,
          cursors = case when moysklad_accounts.account_id is not distinct from excluded.account_id
            then moysklad_accounts.cursors else '{}'::jsonb end,
          account_id = excluded.account_id`,
  );
}

/**
 * Disconnects: the token and the webhook ids are forgotten; the account id, mapping and cursors
 * stay, so connecting the same account again goes on where it was (docs/moysklad.md §Connect).
 */
export async function forgetMsToken(db: Executor): Promise<void> {
  await db.execute(
    sql`update moysklad_accounts set token_sealed = '', webhook_ids = '[]'::jsonb, webhook_error = null where id = 1`,
  );
}

export async function saveMsMapping(db: Executor, mapping: MoyskladMapping): Promise<void> {
  await db.execute(
    sql`update moysklad_accounts set mapping = ${JSON.stringify(mapping)}::jsonb, mapped_at = now() where id = 1`,
  );
}

/** Merges these cursors into the saved ones. */
export async function saveMsCursors(db: Executor, cursors: MsCursors): Promise<void> {
  await db.execute(
    sql`update moysklad_accounts set cursors = cursors || ${JSON.stringify(cursors)}::jsonb where id = 1`,
  );
}

/** The last call's outcome: connected again, or the token refused / МойСклад unreachable with why. */
export async function setMsStatus(
  db: Executor,
  options: { status: MsAccountRow['status']; error: string | null },
): Promise<void> {
  await db.execute(
    sql`update moysklad_accounts set status = ${options.status}, last_error = ${options.error}
        where id = 1 and (status, coalesce(last_error, '')) is distinct from (${options.status}, ${options.error ?? ''})`,
  );
}

export async function saveMsWebhooks(
  db: Executor,
  options: { ids: MsAccountRow['webhook_ids']; error: string | null },
): Promise<void> {
  await db.execute(
    sql`update moysklad_accounts set webhook_ids = ${JSON.stringify(options.ids)}::jsonb,
          webhook_error = ${options.error} where id = 1`,
  );
}

/** Records a webhook request id; false when it was taken before (a repeat changes nothing). */
export async function takeWebhookRequest(db: Executor, requestId: string): Promise<boolean> {
  const rows = await queryRows<{ request_id: string }>(
    db,
    sql`insert into moysklad_webhook_requests (request_id) values (${requestId})
        on conflict do nothing returning request_id`,
  );
  return rows.length > 0;
}

/** Forgets webhook requests older than 7 days (МойСклад repeats one within seconds). */
export async function forgetWebhookRequests(db: Executor): Promise<number> {
  const rows = await queryRows<{ request_id: string }>(
    db,
    sql`delete from moysklad_webhook_requests where received_at < now() - interval '7 days' returning request_id`,
  );
  return rows.length;
}

/** Our products synced from these МойСклад assortment ids (external key `moysklad:<id>`): id → product id. */
export async function findProductIdsByMsIds(
  db: Executor,
  msIds: readonly string[],
): Promise<Map<string, number>> {
  if (msIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; external_key: string }>(
    db,
    sql`select id, external_key from products
        where external_key in (select 'moysklad:' || jsonb_array_elements_text(${JSON.stringify(msIds)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.external_key.slice('moysklad:'.length), r.id]));
}
