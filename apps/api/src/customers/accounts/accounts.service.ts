import { randomBytes } from 'node:crypto';
import { type Account, type AccountBody, type AccountPatch, mainStoreId, parseVersion } from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { assertFresh, type IfMatch } from '../../lib/record-version';
import { checkDuplicates, checkGrants, checkManageable, digitsOf, phoneOf } from './account-checks';
import { accountChanges, auditedFields, toAccount } from './accounts.mappers';
import { accountsMessage } from './accounts.messages';
import {
  findAccount,
  findCounterpartyAccounts,
  findCounterpartyVersion,
  insertUser,
  linkCounterpartyStores,
  lockAccountIdentities,
  replaceGroups,
  savePhone,
  setLocked,
  updateUserColumns,
} from './accounts.repository';

const notFound = (ctx: RequestContext, id: number) =>
  new AppError('NOT_FOUND', { message: accountsMessage(ctx.lang, 'userNotFound', { id }) });

/** GET services/counterparties/{id}/users: the counterparty's accounts by id. @throws NOT_FOUND for an unknown counterparty. */
export async function listAccounts(
  ctx: RequestContext,
  options: { db: Executor; counterpartyId: number },
): Promise<Account[]> {
  const { db, counterpartyId } = options;
  if (!(await findCounterpartyVersion(db, counterpartyId)))
    throw new AppError('NOT_FOUND', {
      message: accountsMessage(ctx.lang, 'counterpartyNotFound', { id: counterpartyId }),
    });
  return (await findCounterpartyAccounts(db, counterpartyId)).map(toAccount);
}

/** One account as staff see it. @throws NOT_FOUND. */
export async function getAccount(
  ctx: RequestContext,
  options: { db: Executor; id: number },
): Promise<Account> {
  const row = await findAccount(options.db, { id: options.id });
  if (!row) throw notFound(ctx, options.id);
  return toAccount(row);
}

/**
 * Creates an account of counterparty `counterpartyId` inside the caller's transaction `db` (never
 * its own; docs/rules.md#counterparty, docs/rules.md#onboarding): the user with an unusable random
 * password until a set-password link is used, its profile (phone), its groups, links to every store
 * of the counterparty and to the main store of the counterparty's version, current store = its
 * first retail outlet else that main store; one audit row (user, create).
 * @throws FORBIDDEN (403, `errors[prefix + 'groups']`) for a role grant the actor may not make
 * (docs/rules.md#role-grants); NOT_FOUND for an unknown counterparty; UNPROCESSABLE (422) with
 * `errors[prefix + 'username'|'email'|'phone']` when another account has them.
 */
export async function createAccount(
  ctx: RequestContext,
  options: { db: Executor; counterpartyId: number; body: AccountBody; fieldPrefix?: string },
): Promise<{ id: number }> {
  const { db, counterpartyId, body, fieldPrefix = '' } = options;
  const actor = ctx.requireUser();
  checkGrants(ctx, { before: [], after: body.groups, fieldPrefix });
  const version = parseVersion(await findCounterpartyVersion(db, counterpartyId));
  if (!version)
    throw new AppError('NOT_FOUND', {
      message: accountsMessage(ctx.lang, 'counterpartyNotFound', { id: counterpartyId }),
    });
  const phone = phoneOf(body.phone);
  // Hashed before the lock: nobody knows this password; the link sets the real one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  await lockAccountIdentities(db);
  await checkDuplicates(ctx, { db, values: { ...body, phone }, fieldPrefix });
  const id = await insertUser(db, { ...body, passwordHash, counterpartyId });
  await savePhone(db, id, phone);
  await replaceGroups(db, id, body.groups);
  await linkCounterpartyStores(db, { userId: id, counterpartyId, mainStoreId: mainStoreId(version) });
  const created = await getAccount(ctx, { db, id });
  await insertAudit(db, {
    userId: actor.id,
    entity: 'user',
    entityId: id,
    action: 'create',
    changes: Object.fromEntries(
      Object.entries({ ...auditedFields(created), counterparty_id: counterpartyId }).map(([k, v]) => [
        k,
        [null, v],
      ]),
    ),
  });
  return { id };
}

/**
 * PATCH services/users/{id}: changes the given fields in one transaction and records what changed
 * (audit: user, update; nothing when nothing changed). Answers the account after. `ifMatch` must
 * name the account's current `etag` (docs/rules.md#record-versions), checked under the row lock.
 * @throws NOT_FOUND; PRECONDITION_FAILED (412, `current`) when `ifMatch` is stale; FORBIDDEN for a staff account edited by a manager, or a role grant the actor
 * may not make (docs/rules.md#role-grants); UNPROCESSABLE with `errors.username|email|phone` for
 * values another account has, `errors.company_admin` for a company admin without a counterparty
 * (docs/rules.md#company-orders).
 */
export async function updateAccount(
  ctx: RequestContext,
  options: { db: Db; id: number; patch: AccountPatch; ifMatch: IfMatch },
): Promise<Account> {
  const { db, id, patch } = options;
  const actor = ctx.requireUser();
  return db.transaction(async (tx) => {
    await lockAccountIdentities(tx);
    const row = await findAccount(tx, { id, lock: true });
    if (!row) throw notFound(ctx, id);
    const before = toAccount(row);
    checkManageable(ctx, before);
    assertFresh(ctx.lang, options.ifMatch, before);
    if (patch.groups) checkGrants(ctx, { before: before.groups, after: patch.groups });
    if (patch.company_admin && before.counterparty_id === null) {
      const text = accountsMessage(ctx.lang, 'companyAdminNeedsCounterparty');
      throw new AppError('UNPROCESSABLE', { message: text, errors: { company_admin: [text] } });
    }
    const phone = patch.phone === undefined ? undefined : phoneOf(patch.phone);
    const changed = <T>(value: T | undefined, was: T) =>
      value === undefined || value === was ? undefined : value;
    const values = {
      username: changed(patch.username, before.username),
      email: changed(patch.email, before.email ?? undefined),
      phone: digitsOf(phone) === digitsOf(before.phone) ? undefined : phone,
    };
    await checkDuplicates(ctx, { db: tx, values, exceptId: id });
    await updateUserColumns(tx, id, {
      username: values.username,
      email: values.email,
      fullname: patch.fullname,
      locale: patch.locale,
      discount: patch.discount,
      company_admin: patch.company_admin,
    });
    if (phone !== undefined) await savePhone(tx, id, phone);
    if (patch.groups) await replaceGroups(tx, id, patch.groups);
    const after = await getAccount(ctx, { db: tx, id });
    const changes = accountChanges(before, after);
    if (Object.keys(changes).length > 0)
      await insertAudit(tx, { userId: actor.id, entity: 'user', entityId: id, action: 'update', changes });
    return after;
  });
}

/**
 * POST services/users/{id}/lock and /unlock (docs/rules.md#counterparty): a locked user cannot sign
 * in (403) and every token they hold is refused at once (401, plugins/auth.ts). Records the change
 * (audit: user, lock/unlock); locking a locked account changes nothing.
 * @throws NOT_FOUND; FORBIDDEN for a staff account locked by a manager, or for one's own account.
 */
export async function setAccountLocked(
  ctx: RequestContext,
  options: { db: Db; id: number; locked: boolean },
): Promise<Account> {
  const { db, id, locked } = options;
  const actor = ctx.requireUser();
  return db.transaction(async (tx) => {
    const row = await findAccount(tx, { id, lock: true });
    if (!row) throw notFound(ctx, id);
    const before = toAccount(row);
    checkManageable(ctx, before);
    if (locked && id === actor.id)
      throw new AppError('FORBIDDEN', { message: accountsMessage(ctx.lang, 'lockSelf') });
    if (before.locked === locked) return before;
    await setLocked(tx, id, locked);
    await insertAudit(tx, {
      userId: actor.id,
      entity: 'user',
      entityId: id,
      action: locked ? 'lock' : 'unlock',
      changes: { locked: [before.locked, locked] },
    });
    return getAccount(ctx, { db: tx, id });
  });
}
