import type { PasswordLink, RegistrationRequest, RequestApproveBody } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { PublicUrlConfig } from '../../lib/public-url';
import { createAccount, issuePasswordLink } from '../accounts';
import { createCounterparty, createOutlet } from '../counterparties';
import { getRegistrationRequest, lockRequestFor, markRequestApproved } from '../registration-requests';

/** What approving answers: the approved request, the new ids and the set-password link. */
export type ApprovedRequest = {
  data: RegistrationRequest;
  counterparty_id: number;
  user_id: number;
  link: PasswordLink;
};

/**
 * POST /services/registration-requests/{id}/approve — onboarding (docs/rules.md#onboarding), as
 * named steps in one transaction:
 *   lockRequestFor approve (FOR UPDATE: a second approval waits here, then gets 409) →
 *   createCounterparty (field errors `counterparty.*`) → createOutlet when given (`outlet.*`; before
 *   the account, so the account starts in it) → createAccount (`user.*`: a login, e-mail or phone of
 *   another account is refused with 422 and nothing is written) → markRequestApproved (audit rows) →
 *   issuePasswordLink (with a mailer the "request approved" e-mail with the link is queued in the
 *   mail outbox, docs/rules.md#mail-outbox, else its url is answered; its origin is PUBLIC_URL,
 *   docs/rules.md#public-url).
 * @throws AppError NOT_FOUND; CONFLICT when the request is approved or rejected; UNPROCESSABLE.
 */
export async function approveRequest(
  ctx: RequestContext,
  options: {
    db: Db;
    mailer: Mailer | null;
    id: number;
    body: RequestApproveBody;
    links: PublicUrlConfig;
  },
): Promise<ApprovedRequest> {
  const { db, id, body } = options;
  const { counterpartyId, userId, link } = await db.transaction(async (tx) => {
    const { row } = await lockRequestFor(ctx, { db: tx, id, action: 'approve' });
    const counterparty = await createCounterparty(ctx, {
      db: tx,
      body: body.counterparty,
      fieldPrefix: 'counterparty.',
    });
    if (body.outlet)
      await createOutlet(ctx, {
        db: tx,
        counterpartyId: counterparty.id,
        body: body.outlet,
        fieldPrefix: 'outlet.',
      });
    const user = await createAccount(ctx, {
      db: tx,
      counterpartyId: counterparty.id,
      body: body.user,
      fieldPrefix: 'user.',
    });
    await markRequestApproved(ctx, { db: tx, row, counterpartyId: counterparty.id, userId: user.id });
    const link = await issuePasswordLink(ctx, {
      db: tx,
      mailer: options.mailer,
      links: options.links,
      userId: user.id,
      purpose: 'approved',
    });
    return { counterpartyId: counterparty.id, userId: user.id, link };
  });
  return {
    data: await getRegistrationRequest(ctx, { db, id }),
    counterparty_id: counterpartyId,
    user_id: userId,
    link,
  };
}
