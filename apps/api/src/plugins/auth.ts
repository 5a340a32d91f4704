import { type TextLanguage, textLanguage } from '@kits/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { revisionColumnsSql } from '../context/data-revision.sql';
import { createRequestContext, type RequestContext, type SignedIn } from '../context/request-context';
import { requestView, type ViewSource } from '../context/request-view';
import { type Db, queryRows } from '../db/client';
import { AppError } from '../lib/app-error';
import { message } from '../lib/messages';
import type { TokenService } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** "Who is asking", built once per request (see RequestContext). */
    ctx: RequestContext;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: 401 unless a valid, unrevoked token was sent. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler factory: 401 when anonymous, 403 unless `allowed(ctx)` holds — with the text of
     * `forbidden(lang)` when given, else the general "not allowed".
     */
    requireRole: (
      allowed: (ctx: RequestContext) => boolean,
      forbidden?: (lang: TextLanguage) => string,
    ) => (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Sets request.ctx on every request (after the localization plugin): reads `Authorization:
 * Bearer`, verifies the token, rejects revoked ones, those of a locked user or a blocked
 * counterparty (docs/rules.md#counterparty) and those signed before the password was last set and loads the user's groups, current store,
 * discount and counterparty's price type in one named prepared statement; anonymous requests get a context without a user.
 * Also enforces the optional X-Client-Token gate.
 */
export const authPlugin = fp<{ db: Db; tokens: TokenService; clientToken?: string }>(async (app, opts) => {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('ctx', null as unknown as RequestContext);

  app.addHook('onRequest', async (request) => {
    const found = await signedInUser(request);
    const view = requestView({
      hostVersion: request.version,
      headerLocale: request.headerLocale,
      user: found?.view ?? null,
    });
    const { version, locale, viewLocale, currentStoreId } = view;
    const signedIn: SignedIn | null = found && { ...found.user, currentStoreId };
    request.ctx = createRequestContext({ version, locale, viewLocale, lang: textLanguage(locale), signedIn });
  });

  /**
   * The token's user (current store not yet checked against the version) and what decides the
   * request's version, or null (no or bad token, revoked, unknown user).
   */
  async function signedInUser(
    request: FastifyRequest,
  ): Promise<{ user: Omit<SignedIn, 'currentStoreId'>; view: ViewSource } | null> {
    // Health and readiness are for load balancers, which carry no client token (docs/operations.md#health-and-metrics).
    const probe = /^\/api\/v0\/(health|ready)(\?|$)/.test(request.url);
    if (
      opts.clientToken &&
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/docs') &&
      !probe
    ) {
      if (request.headers['x-client-token'] !== opts.clientToken) {
        throw new AppError('BAD_CLIENT_TOKEN', { message: message(request.lang, 'badClientToken') });
      }
    }
    const header = request.headers.authorization;
    if (!header?.toLowerCase().startsWith('bearer ')) return null;
    const claims = await opts.tokens.verify(header.slice(7).trim());
    if (!claims) return null;
    const rows = await queryRows<{
      id: number;
      uuid: string;
      current_store_id: number | null;
      current_store_version: string | null;
      view_locale: string | null;
      discount: string;
      price_type_id: number | null;
      groups: string[];
      revoked: boolean;
      blocked: boolean;
      valid_after_ms: string | null;
      data_revision: string;
      user_revision: string;
      warehouse_revision: string;
    }>(
      opts.db,
      sql`
      select u.id, u.uuid, u.current_store_id, cs.version as current_store_version, u.view_locale,
        u.discount, cp.price_type_id,
        coalesce(array_agg(g.name) filter (where g.name is not null), '{}') as groups,
        exists(select 1 from revoked_tokens r where r.jti = ${claims.jti}) as revoked,
        (u.locked_at is not null or coalesce(cp.status = 'blocked', false)) as blocked,
        (extract(epoch from u.tokens_valid_after) * 1000)::bigint::text as valid_after_ms,
        ${revisionColumnsSql({ userId: sql`u.id`, currentStoreId: sql`u.current_store_id` })}
      from users u
      left join stores cs on cs.id = u.current_store_id
      left join counterparties cp on cp.id = u.counterparty_id
      left join user_groups ug on ug.user_id = u.id
      left join groups g on g.id = ug.group_id
      where u.id = ${claims.userId}
      group by u.id, cs.version, cp.status, cp.price_type_id`,
      { name: 'auth:user' },
    );
    const row = rows[0];
    if (!row || row.revoked || row.blocked) return null;
    // Tokens signed before the password was last set or changed are refused.
    if (row.valid_after_ms !== null && claims.issuedAtMs < Number(row.valid_after_ms)) return null;
    return {
      user: {
        id: row.id,
        uuid: row.uuid,
        groups: row.groups,
        discount: Number(row.discount),
        priceTypeId: row.price_type_id,
        jti: claims.jti,
        exp: claims.exp,
        revisions: { data: row.data_revision, user: row.user_revision, warehouse: row.warehouse_revision },
      },
      view: {
        groups: row.groups,
        viewLocale: row.view_locale,
        currentStoreId: row.current_store_id,
        currentStoreVersion: row.current_store_version,
      },
    };
  }

  app.decorate('requireAuth', async (request: FastifyRequest) => {
    request.ctx.requireUser();
  });
  app.decorate(
    'requireRole',
    (allowed: (ctx: RequestContext) => boolean, forbidden?: (lang: TextLanguage) => string) =>
      async (request: FastifyRequest) => {
        const { ctx } = request;
        ctx.requireUser();
        if (!allowed(ctx))
          throw new AppError('FORBIDDEN', {
            message: forbidden?.(ctx.lang) ?? message(ctx.lang, 'forbidden'),
          });
      },
  );
});
