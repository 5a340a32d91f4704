import { isWarehouseLevel, MEDIA_DOWNLOAD_TOKEN_TTL_SECONDS } from '@kits/contract';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context/request-context';
import { type Executor, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import type { TokenService } from '../../lib/tokens';
import { mediaMessage } from './media.messages';

/** The purpose claim of a download-media link token (never accepted as a bearer token). */
export const DOWNLOAD_MEDIA_PURPOSE = 'download-media';

/**
 * POST /download-media/token: a single-use token for the caller's session, good for
 * MEDIA_DOWNLOAD_TOKEN_TTL_SECONDS, so the page can hand the zip's URL to the browser (an anchor
 * download streams to disk; a fetch would hold the whole archive in memory as a Blob).
 */
export async function issueDownloadToken(ctx: RequestContext, options: { tokens: TokenService }) {
  const user = ctx.requireUser();
  const { token } = await options.tokens.signFor({
    userId: user.id,
    purpose: DOWNLOAD_MEDIA_PURPOSE,
    session: user.jti,
    ttlSeconds: MEDIA_DOWNLOAD_TOKEN_TTL_SECONDS,
  });
  return {
    token,
    expires_in: MEDIA_DOWNLOAD_TOKEN_TTL_SECONDS,
    url: `/api/v0/download-media?token=${encodeURIComponent(token)}`,
  };
}

/**
 * GET /download-media?token=: checks the link token and spends it in one statement — its jti goes
 * into `revoked_tokens` (insert … on conflict do nothing), so a second use fails on any process.
 * The session it was made from must not be revoked (logout) and the user must still be
 * warehouse-level. Throws UNAUTHENTICATED (401: bad, expired, used, or the session ended) or
 * FORBIDDEN (403). Answers the user id the link was made for.
 */
export async function redeemDownloadToken(
  ctx: RequestContext,
  options: { db: Executor; tokens: TokenService; token: string },
): Promise<number> {
  const invalid = () =>
    new AppError('UNAUTHENTICATED', { message: mediaMessage(ctx.lang, 'downloadLinkInvalid') });
  const claims = await options.tokens.verifyFor(options.token, DOWNLOAD_MEDIA_PURPOSE);
  if (!claims) throw invalid();
  const [row] = await queryRows<{ groups: string[]; fresh: boolean; revoked: boolean }>(
    options.db,
    sql`with spent as (
          insert into revoked_tokens (jti, expires_at) values (${claims.jti}, to_timestamp(${claims.exp}))
          on conflict do nothing returning jti
        )
        select coalesce(array_agg(g.name) filter (where g.name is not null), '{}') as groups,
          exists(select 1 from spent) as fresh,
          exists(select 1 from revoked_tokens r where r.jti = ${claims.session}) as revoked
        from users u
        left join user_groups ug on ug.user_id = u.id
        left join groups g on g.id = ug.group_id
        where u.id = ${claims.userId}
        group by u.id`,
  );
  if (!row?.fresh || row.revoked) throw invalid();
  if (!isWarehouseLevel({ groups: row.groups })) {
    throw new AppError('FORBIDDEN', { message: message(ctx.lang, 'forbidden') });
  }
  return claims.userId;
}
