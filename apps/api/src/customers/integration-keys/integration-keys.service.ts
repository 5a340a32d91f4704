import {
  INTEGRATION_SCOPES,
  type IntegrationKey,
  type IntegrationKeyBody,
  type IntegrationKeyCreatedResponse,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toIntegrationKey } from './integration-keys.mappers';
import { integrationKeysMessage } from './integration-keys.messages';
import { findKeys, insertKey, markRevoked } from './integration-keys.repository';
import { newSecret } from './integration-keys.secret';

/**
 * Managing integration keys (docs/rules.md#integration-keys): admins only — the routes' guard.
 * Every change lands in the audit log (entity `integration_key`).
 */

/** GET /services/integration-keys: every key, newest first, revoked ones too; never a secret. */
export async function listKeys(_ctx: RequestContext, options: { db: Db }): Promise<IntegrationKey[]> {
  return (await findKeys(options.db)).map(toIntegrationKey);
}

/**
 * POST /services/integration-keys: issues a key with `body.name` and `body.scopes` (duplicates
 * dropped, in INTEGRATION_SCOPES order) and answers it with its secret — the only time the secret
 * is ever shown; the database keeps its SHA-256. Audited as `create` with name and scopes.
 */
export async function createKey(
  ctx: RequestContext,
  options: { db: Db; body: IntegrationKeyBody },
): Promise<IntegrationKeyCreatedResponse> {
  const { db, body } = options;
  const userId = ctx.requireUser().id;
  const scopes = INTEGRATION_SCOPES.filter((s) => body.scopes.includes(s));
  const { secret, prefix, hash } = newSecret();
  const id = await db.transaction(async (tx) => {
    const keyId = await insertKey(tx, { name: body.name, prefix, hash, scopes, createdBy: userId });
    await insertAudit(tx, {
      userId,
      entity: 'integration_key',
      entityId: keyId,
      action: 'create',
      changes: { name: body.name, scopes },
    });
    return keyId;
  });
  const [row] = await findKeys(db, id);
  return { data: toIntegrationKey(row!), secret };
}

/**
 * POST /services/integration-keys/{id}/revoke: the key stops working at once (its next call gets
 * 401); revoking a revoked key changes nothing. Audited as `revoke`.
 * @throws AppError NOT_FOUND no such key.
 */
export async function revokeKey(
  ctx: RequestContext,
  options: { db: Db; id: number },
): Promise<IntegrationKey> {
  const { db, id } = options;
  const userId = ctx.requireUser().id;
  await db.transaction(async (tx) => {
    const [before] = await findKeys(tx, id);
    if (!before)
      throw new AppError('NOT_FOUND', { message: integrationKeysMessage(ctx.lang, 'keyNotFound') });
    if (before.revoked_at !== null) return;
    await markRevoked(tx, { id, userId });
    await insertAudit(tx, { userId, entity: 'integration_key', entityId: id, action: 'revoke', changes: {} });
  });
  const [row] = await findKeys(db, id);
  return toIntegrationKey(row!);
}
