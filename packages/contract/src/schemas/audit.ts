import { z } from 'zod/mini';
import { dbId, PageMeta, pageNumber } from './common';

/**
 * Wire shapes of the audit log (docs/rules.md#audit): every staff write as one row — who, when,
 * which entity, what was done and `changes` (`{ field: [before, after] }` for updates).
 */

/**
 * The entities audit rows name (`audit_log.entity`). `entity_id` is the entity's numeric id as
 * text, except an order's, which is its uuid (the id orders go by everywhere on the wire).
 */
export const AUDIT_ENTITIES = [
  'counterparty',
  'user',
  'store',
  'registration_request',
  'order',
  'product',
  /** A category made, renamed, moved, ordered, hidden or shown in the category editor. */
  'category',
  'media',
  'import',
  'update_log_record',
  'shopify_account',
  'moysklad_account',
  /** An outlet data feed applied (docs/feeds.md): `entity_id` is the kind. */
  'feed',
  'integration_key',
  /** The minimum order sums changed (docs/rules.md#order-minimum): `entity_id` is `minimums`. */
  'order_rules',
  /**
   * A price type made, renamed or deleted, or its prices imported (docs/rules.md#buyer-price):
   * `entity_id` is the type's id.
   */
  'price_type',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Rows per page of GET /services/audit. */
export const AUDIT_PER_PAGE = 50;

/** At most this many rows of one entity's history (GET /services/audit/{entity}/{entityId}). */
export const AUDIT_HISTORY_LIMIT = 200;

/**
 * An audit row of a staff write: `user` the author (null: the system), `entity` and `entity_id`
 * what was written, `entity_label` a readable name of it when it still exists (product code and
 * name, outlet or counterparty name, order number, login…), `action` what was done,
 * `changes` `{ field: [before, after] }` for updates (other actions: their own keys), ISO time.
 */
export const AuditEntry = z.object({
  id: z.int(),
  user: z.nullable(z.object({ id: z.int(), username: z.string() })),
  entity: z.string(),
  entity_id: z.string(),
  entity_label: z.nullable(z.string()),
  action: z.string(),
  changes: z.nullable(z.record(z.string(), z.unknown())),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /services/audit/{entity}/{entityId} → one entity's history, newest first. */
export const AuditResponse = z.object({ data: z.array(AuditEntry) });
export type AuditResponse = z.infer<typeof AuditResponse>;

/** Path of GET /services/audit/{entity}/{entityId}. */
export const AuditEntityParam = z.object({
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/**
 * GET /services/audit query: `user_id` the staff member who wrote, `entity` (and `entity_id`),
 * `from`/`to` inclusive days (YYYY-MM-DD, the server's time zone), `page` 1-based.
 */
export const AuditQuery = z.object({
  user_id: z.optional(dbId()),
  entity: z.optional(z.enum(AUDIT_ENTITIES)),
  entity_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  page: pageNumber(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** GET /services/audit → `{ data: AuditEntry[], meta }`, newest first, AUDIT_PER_PAGE a page. */
export const AuditPageResponse = z.object({ data: z.array(AuditEntry), meta: PageMeta });
export type AuditPageResponse = z.infer<typeof AuditPageResponse>;

/** A staff member who wrote audit rows (the filter of the audit page). */
export const AuditAuthor = z.object({ id: z.int(), username: z.string(), fullname: z.string() });
export type AuditAuthor = z.infer<typeof AuditAuthor>;

/** GET /services/audit/staff → the authors of audit rows, by login. */
export const AuditStaffResponse = z.object({ data: z.array(AuditAuthor) });
