import {
  type CounterpartiesQuery,
  type Counterparty,
  type CounterpartyBody,
  type CounterpartyPatch,
  type PageMeta,
  type RequisitesInput,
  requisitesProblems,
  type TextLanguage,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { assertFresh, type IfMatch } from '../../lib/record-version';
import { toColumn, toCounterparty, toCounterpartyWrite } from './counterparties.mappers';
import { counterpartiesMessage } from './counterparties.messages';
import {
  type CounterpartyRow,
  type CounterpartyWrite,
  findCounterparty,
  insertCounterparty,
  priceTypeExists,
  searchCounterparties,
  setCounterpartyStatus,
  setUsersDiscount,
  WRITABLE,
  updateCounterparty as writeCounterparty,
  writeCounterpartyPriceType,
} from './counterparties.repository';
import { hasUsersOrOutlets } from './outlets.repository';

/**
 * The counterparties service (docs/rules.md#counterparty): staff list, read, create, edit, block and
 * unblock the customer organisations. Every write is one transaction with its audit rows (entity
 * `counterparty`, changes `{ field: [before, after] }`).
 */

/** Managers and admins only: FORBIDDEN (403) for anybody else (the routes check it too). */
export function requireStaff(ctx: RequestContext): number {
  const user = ctx.requireUser();
  if (!ctx.isManager) throw new AppError('FORBIDDEN', { message: message(ctx.lang, 'forbidden') });
  return user.id;
}

/** NOT_FOUND (404) naming counterparty `id`. */
export const counterpartyNotFound = (lang: TextLanguage, id: number) =>
  new AppError('NOT_FOUND', { message: counterpartiesMessage(lang, 'notFound', { id }) });

/**
 * The requisites' field errors (docs/rules.md#requisites) in `lang`, keyed `${prefix}${field}`;
 * UNPROCESSABLE (422) when there are any.
 */
function checkRequisites(lang: TextLanguage, input: RequisitesInput, prefix = ''): void {
  const errors: Record<string, string[]> = {};
  for (const [field, problem] of Object.entries(requisitesProblems(input)))
    errors[`${prefix}${field}`] = [counterpartiesMessage(lang, problem)];
  throwIfErrors(errors);
}

/** GET /services/counterparties: a page sorted by legal name, `q`/`status`/`version` as CounterpartiesQuery says. */
export async function listCounterparties(
  ctx: RequestContext,
  options: { db: Db; query: CounterpartiesQuery },
): Promise<{ data: Counterparty[]; meta: PageMeta }> {
  requireStaff(ctx);
  const { db, query } = options;
  const perPage = query.per_page;
  const { rows, total } = await searchCounterparties(db, {
    q: query.q || undefined,
    status: query.status,
    version: query.version,
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  return {
    data: rows.map(toCounterparty),
    meta: { page: query.page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/** One counterparty; NOT_FOUND (404) when there is none. */
export async function getCounterparty(
  ctx: RequestContext,
  options: { db: Executor; id: number; lock?: boolean },
): Promise<CounterpartyRow> {
  requireStaff(ctx);
  const row = await findCounterparty(options.db, options);
  if (!row) throw counterpartyNotFound(ctx.lang, options.id);
  return row;
}

/**
 * Creates a counterparty (status active) inside the caller's transaction `db` and records its audit
 * row (action create, `{ field: [null, value] }` of every given field). Used by POST
 * /services/counterparties and by the approve flow (`fieldPrefix` 'counterparty.').
 * @throws AppError UNPROCESSABLE (422) with `errors[fieldPrefix + field]` when a requisite is wrong
 * (docs/rules.md#requisites) — nothing is written then; FORBIDDEN (403) for a non-staff caller.
 */
export async function createCounterparty(
  ctx: RequestContext,
  options: { db: Executor; body: CounterpartyBody; fieldPrefix?: string },
): Promise<{ id: number }> {
  const userId = requireStaff(ctx);
  const { db, body } = options;
  checkRequisites(ctx.lang, body, options.fieldPrefix);
  const values = toCounterpartyWrite(body);
  const id = await insertCounterparty(db, values);
  const changes = Object.fromEntries(
    WRITABLE.filter((f) => values[f] !== null).map((f) => [f, [null, values[f]]]),
  );
  await insertAudit(db, { userId, entity: 'counterparty', entityId: id, action: 'create', changes });
  return { id };
}

/** POST /services/counterparties: creates one (in its own transaction) and answers it. */
export async function addCounterparty(
  ctx: RequestContext,
  options: { db: Db; body: CounterpartyBody },
): Promise<Counterparty> {
  return options.db.transaction(async (tx) => {
    const { id } = await createCounterparty(ctx, { db: tx, body: options.body });
    return toCounterparty(await getCounterparty(ctx, { db: tx, id }));
  });
}

/**
 * PATCH /services/counterparties/{id}: writes the given fields (a missing one stays) in one
 * transaction holding the row's lock, with one audit row of what changed; with `apply_to_users`
 * and a discount, every user of the counterparty gets that discount too (an audit row per user,
 * entity user). Nothing changed → no write. `ifMatch` must name the counterparty's current `etag`
 * (docs/rules.md#record-versions), checked under the row lock.
 * @throws AppError NOT_FOUND; PRECONDITION_FAILED (412, `current`) when `ifMatch` is stale; UNPROCESSABLE with `errors.<field>` for a wrong requisite of the
 * result (docs/rules.md#requisites) or `errors.version` when it has users or outlets.
 */
export async function updateCounterparty(
  ctx: RequestContext,
  options: { db: Db; id: number; patch: CounterpartyPatch; ifMatch: IfMatch },
): Promise<Counterparty> {
  const userId = requireStaff(ctx);
  const { id, patch } = options;
  const { lang } = ctx;
  return options.db.transaction(async (tx) => {
    const row = await getCounterparty(ctx, { db: tx, id, lock: true });
    assertFresh(lang, options.ifMatch, toCounterparty(row));
    const before = Object.fromEntries(WRITABLE.map((f) => [f, row[f]])) as CounterpartyWrite;
    const after: CounterpartyWrite = { ...before };
    for (const field of WRITABLE)
      if (patch[field] !== undefined) after[field] = toColumn(field, patch[field] as never);
    checkRequisites(lang, { ...after, version: after.version === 'en' ? 'en' : 'ru' });
    const changed = WRITABLE.filter((f) => after[f] !== before[f]);
    if (changed.includes('version') && (await hasUsersOrOutlets(tx, id)))
      throwIfErrors({ version: [counterpartiesMessage(lang, 'versionLocked')] });
    if (changed.length > 0) {
      await writeCounterparty(tx, { id, values: Object.fromEntries(changed.map((f) => [f, after[f]])) });
      const changes = Object.fromEntries(changed.map((f) => [f, [before[f], after[f]]]));
      await insertAudit(tx, { userId, entity: 'counterparty', entityId: id, action: 'update', changes });
    }
    if (patch.price_type_id !== undefined && patch.price_type_id !== row.price_type_id) {
      if (patch.price_type_id !== null && !(await priceTypeExists(tx, patch.price_type_id)))
        throwIfErrors({ price_type_id: [counterpartiesMessage(lang, 'priceTypeUnknown')] });
      await writeCounterpartyPriceType(tx, { id, priceTypeId: patch.price_type_id });
      await insertAudit(tx, {
        userId,
        entity: 'counterparty',
        entityId: id,
        action: 'update',
        changes: { price_type_id: [row.price_type_id, patch.price_type_id] },
      });
    }
    if (patch.apply_to_users && after.discount !== null) {
      for (const user of await setUsersDiscount(tx, { id, discount: after.discount }))
        await insertAudit(tx, {
          userId,
          entity: 'user',
          entityId: user.id,
          action: 'update',
          changes: { discount: [Number(user.before).toFixed(2), after.discount] },
        });
    }
    return toCounterparty(await getCounterparty(ctx, { db: tx, id }));
  });
}

/**
 * POST /services/counterparties/{id}/block and /unblock: sets the status (blocked: its users'
 * live tokens are refused at once and their login answers 403, by the auth plugin; docs/rules.md#counterparty)
 * with an audit row `{ status: [before, after] }`; the same status again changes nothing.
 * @throws AppError NOT_FOUND.
 */
export async function setStatus(
  ctx: RequestContext,
  options: { db: Db; id: number; status: 'active' | 'blocked' },
): Promise<Counterparty> {
  const userId = requireStaff(ctx);
  const { id, status } = options;
  return options.db.transaction(async (tx) => {
    await getCounterparty(ctx, { db: tx, id, lock: true });
    if (await setCounterpartyStatus(tx, { id, status }))
      await insertAudit(tx, {
        userId,
        entity: 'counterparty',
        entityId: id,
        action: status === 'blocked' ? 'block' : 'unblock',
        changes: { status: [status === 'blocked' ? 'active' : 'blocked', status] },
      });
    return toCounterparty(await getCounterparty(ctx, { db: tx, id }));
  });
}

/**
 * Sets the price type counterparty `id` pays (docs/rules.md#buyer-price; null: the list prices)
 * without a staff member — a connected stock system's mapping (docs/moysklad.md) — in `db` (the
 * caller's transaction). Writes an audit row without a user when the type changed; answers
 * whether it did (false also when there is no such counterparty).
 */
export async function setCounterpartyPriceType(
  db: Executor,
  options: { id: number; priceTypeId: number | null },
): Promise<boolean> {
  const changed = await writeCounterpartyPriceType(db, options);
  if (!changed) return false;
  await insertAudit(db, {
    userId: null,
    entity: 'counterparty',
    entityId: options.id,
    action: 'update',
    changes: { price_type_id: [changed.before, options.priceTypeId] },
  });
  return true;
}
