import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * The connected МойСклад account (docs/moysklad.md): one per installation (`id` is always 1).
 * `token_sealed` is the access token sealed with AES-256-GCM (lib/secret-box.ts, the channels'
 * token key) and is never answered or logged. `webhook_secret` is the secret path segment of the
 * webhook URL registered in МойСклад. `mapping`: the admin's MoyskladMapping (contract);
 * `cursors`: where the incremental runs resume (`stock`: the last changedSince, `sales`: the last
 * `updated` read, Moscow time strings as МойСклад writes them). `webhook_ids`: the webhooks this
 * installation registered there (deleted on disconnect).
 */
export const moyskladAccounts = pgTable(
  'moysklad_accounts',
  {
    id: integer('id').primaryKey().default(1),
    apiUrl: text('api_url').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    accountId: text('account_id'),
    name: text('name').notNull().default(''),
    status: text('status').notNull().default('connected'),
    lastError: text('last_error'),
    webhookSecret: text('webhook_secret').notNull(),
    webhookIds: jsonb('webhook_ids').notNull().default(sql`'[]'::jsonb`),
    webhookError: text('webhook_error'),
    mapping: jsonb('mapping'),
    cursors: jsonb('cursors').notNull().default(sql`'{}'::jsonb`),
    connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
    connectedAt: stampedNow('connected_at'),
    mappedAt: timestamptz('mapped_at'),
  },
  (t) => [check('moysklad_accounts_one', sql`${t.id} = 1`)],
);

/**
 * Webhook notifications already taken (their `requestId`): МойСклад sends one again with the same
 * id when our answer was late, and a repeat must change nothing. Kept 7 days.
 */
export const moyskladWebhookRequests = pgTable('moysklad_webhook_requests', {
  requestId: text('request_id').primaryKey(),
  receivedAt: stampedNow('received_at'),
});

/**
 * The positions of МойСклад's retail returns (retailsalesreturn), kept to net them out of the
 * sale (retaildemand) they return: the sale's sales lines carry what was sold less what came back
 * (docs/moysklad.md §Sales). Written and read by the sales sync only.
 */
export const moyskladReturnPositions = pgTable(
  'moysklad_return_positions',
  {
    positionId: text('position_id').primaryKey(),
    returnId: text('return_id').notNull(),
    demandId: text('demand_id').notNull(),
    assortmentId: text('assortment_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('moysklad_return_positions_demand').on(t.demandId),
    index('moysklad_return_positions_return').on(t.returnId),
  ],
);

/**
 * The delivery of our orders to МойСклад (docs/moysklad.md §Orders out), one row per order tried:
 * `attempts` and the last failure with when to try again; `state_status` is our status last sent
 * there or taken from there (a staff move here differing from it is sent; a state change there
 * equal to it is not moved again). Written by the orders-out channel only.
 */
export const moyskladOrderDeliveries = pgTable(
  'moysklad_order_deliveries',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at'),
    stateStatus: text('state_status'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('moysklad_order_deliveries_failed').on(t.nextAttemptAt)],
);
