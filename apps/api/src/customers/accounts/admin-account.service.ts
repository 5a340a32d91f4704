import type { AdminAccountBody } from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { checkDuplicates } from './account-checks';
import { insertUser, lockAccountIdentities, replaceGroups } from './accounts.repository';

/**
 * `npm run admin:create` (docs/operations.md#first-start): a staff account with the admin group
 * and the given password, in one transaction, with one audit row (user, create) written by no one
 * (the operator's console). Answers the new id.
 * @throws UNPROCESSABLE (422) with `errors.username|email` when another account has them.
 */
export async function createAdminAccount(
  ctx: RequestContext,
  options: { db: Db; body: AdminAccountBody },
): Promise<{ id: number }> {
  const { db, body } = options;
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await lockAccountIdentities(tx);
    await checkDuplicates(ctx, { db: tx, values: body });
    const { password: _, ...account } = body;
    const id = await insertUser(tx, { ...account, passwordHash, discount: 0, counterpartyId: null });
    await replaceGroups(tx, id, ['admin']);
    await insertAudit(tx, {
      userId: null,
      entity: 'user',
      entityId: id,
      action: 'create',
      changes: {
        username: [null, account.username],
        fullname: [null, account.fullname],
        email: [null, account.email],
        groups: [null, ['admin']],
        source: [null, 'admin:create'],
      },
    });
    return { id };
  });
}
