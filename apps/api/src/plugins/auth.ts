import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, queryRows } from '../db/client';
import { AppError } from '../lib/app-error';
import { message } from '../lib/messages';
import type { TokenService } from '../lib/tokens';

/** Who is calling, loaded once per request from the bearer token (spec §4 Auth, §6). */
export type AuthContext = {
  userId: number;
  uuid: string;
  groups: string[];
  currentStoreId: number | null;
  /** Percent. */
  discount: number;
  jti: string;
  /** Token expiry, seconds since the epoch. */
  exp: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: 401 unless a valid, unrevoked token was sent. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 401 when anonymous, 403 unless `allowed(auth)` holds. */
    requireRole: (allowed: (auth: AuthContext) => boolean) => (request: FastifyRequest) => Promise<void>;
  }
}

/** The authenticated context, or a 401 AppError. For services that need the caller. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth)
    throw new AppError('UNAUTHENTICATED', { message: message(request.lang, 'unauthenticated') });
  return request.auth;
}

/**
 * Reads `Authorization: Bearer`, verifies the token, rejects revoked ones and loads the user's
 * groups, store and discount in one query. Also enforces the optional X-Client-Token gate.
 */
export const authPlugin = fp<{ db: Db; tokens: TokenService; clientToken?: string }>(async (app, opts) => {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (opts.clientToken && request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      if (request.headers['x-client-token'] !== opts.clientToken) {
        throw new AppError('BAD_CLIENT_TOKEN', { message: message(request.lang, 'badClientToken') });
      }
    }
    const header = request.headers.authorization;
    if (!header?.toLowerCase().startsWith('bearer ')) return;
    const claims = await opts.tokens.verify(header.slice(7).trim());
    if (!claims) return;
    const rows = await queryRows<{
      id: number;
      uuid: string;
      current_store_id: number | null;
      discount: string;
      groups: string[];
      revoked: boolean;
    }>(
      opts.db,
      sql`
      select u.id, u.uuid,
        -- A store belongs to one version; in the other one the user works in its main store.
        case when cs.version = ${request.version} then u.current_store_id end as current_store_id,
        u.discount,
        coalesce(array_agg(g.name) filter (where g.name is not null), '{}') as groups,
        exists(select 1 from revoked_tokens r where r.jti = ${claims.jti}) as revoked
      from users u
      left join stores cs on cs.id = u.current_store_id
      left join user_groups ug on ug.user_id = u.id
      left join groups g on g.id = ug.group_id
      where u.id = ${claims.userId}
      group by u.id, cs.version`,
      { name: 'auth:user' },
    );
    const row = rows[0];
    if (!row || row.revoked) return;
    request.auth = {
      userId: row.id,
      uuid: row.uuid,
      groups: row.groups,
      currentStoreId: row.current_store_id,
      discount: Number(row.discount),
      jti: claims.jti,
      exp: claims.exp,
    };
  });

  app.decorate('requireAuth', async (request: FastifyRequest) => {
    authOf(request);
  });
  app.decorate(
    'requireRole',
    (allowed: (auth: AuthContext) => boolean) => async (request: FastifyRequest) => {
      if (!allowed(authOf(request)))
        throw new AppError('FORBIDDEN', { message: message(request.lang, 'forbidden') });
    },
  );
});
