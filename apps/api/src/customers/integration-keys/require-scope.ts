import type { IntegrationScope } from '@kits/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { insertAudit } from '../../audit';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import type { RateLimitRule } from '../../lib/rate-limit';
import { integrationKeysMessage } from './integration-keys.messages';
import { findKeyByPrefix, touchKey } from './integration-keys.repository';
import { prefixOf, secretMatches } from './integration-keys.secret';

/** The integration key a machine call came with (docs/rules.md#integration-keys). */
export type CallingKey = { id: number; name: string; scopes: readonly string[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** The key of a call under /api/v0/integration, set by requireScope; null elsewhere. */
    integrationKey: CallingKey | null;
    /** What the call did, for its audit row (noteIntegrationUse): counts, ids. */
    integrationUse: Record<string, unknown> | null;
  }
}

/**
 * preHandler of every /api/v0/integration route (docs/integration-api.md): reads
 * `Authorization: Bearer kits_…`, finds the key by its prefix and compares the secret's SHA-256 in
 * constant time; counts the call against the key's limit (INTEGRATION_RATE_LIMIT a minute, shared
 * by every process through app.rateLimiter); then checks `scope`. Sets `request.integrationKey`.
 * @throws AppError UNAUTHENTICATED (401) no, unknown or revoked key; RATE_LIMITED (429, Retry-After)
 *   past the limit; FORBIDDEN (403) a key without `scope`.
 */
export function requireScope(scope: IntegrationScope) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const { db, rateLimiter, config } = request.server;
    const lang = request.ctx.lang;
    const header = request.headers.authorization ?? '';
    if (!/^bearer\s+/i.test(header))
      throw new AppError('UNAUTHENTICATED', { message: integrationKeysMessage(lang, 'keyMissing') });
    const presented = header.replace(/^bearer\s+/i, '').trim();
    const prefix = prefixOf(presented);
    const key = prefix ? await findKeyByPrefix(db, prefix) : undefined;
    if (!key || key.revoked || !secretMatches(presented, key.secret_hash))
      throw new AppError('UNAUTHENTICATED', { message: integrationKeysMessage(lang, 'keyUnknown') });
    const rule: RateLimitRule = { limit: config.INTEGRATION_RATE_LIMIT, windowSeconds: 60 };
    const state = await rateLimiter.hit(`integration-key:${key.id}`, rule);
    if (!state.allowed)
      throw new AppError('RATE_LIMITED', {
        message: message(lang, 'rateLimited', { seconds: state.retryAfterSeconds }),
        headers: { 'retry-after': String(state.retryAfterSeconds) },
      });
    request.integrationKey = { id: key.id, name: key.name, scopes: key.scopes };
    await touchKey(db, key.id);
    if (!key.scopes.includes(scope))
      throw new AppError('FORBIDDEN', { message: integrationKeysMessage(lang, 'scopeMissing', { scope }) });
  };
}

/**
 * Adds what a machine call did to its audit row (merged): a feed's `{ rows: 500, rejected: 3 }`,
 * the orders read. Call it from the handler of an integration route.
 */
export function noteIntegrationUse(request: FastifyRequest, use: Record<string, unknown>): void {
  request.integrationUse = { ...request.integrationUse, ...use };
}

/**
 * Audits every call a key made (docs/rules.md#integration-keys): one audit_log row per call —
 * entity `integration_key`, id the key's, action `use`, `{ operation, status, ...noteIntegrationUse }`
 * — written before the answer leaves. Calls refused before the key was known (401) and calls past
 * the rate limit (429) write nothing, so a flood can't flood the log.
 */
export const integrationKeysPlugin = fp(async (app) => {
  app.decorateRequest('integrationKey', null);
  app.decorateRequest('integrationUse', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.integrationKey;
    if (!key || reply.statusCode === 429) return payload;
    await insertAudit(app.db, {
      userId: null,
      entity: 'integration_key',
      entityId: key.id,
      action: 'use',
      changes: {
        operation: `${request.method} ${request.routeOptions.url ?? request.url}`,
        status: reply.statusCode,
        ...request.integrationUse,
      },
    });
    return payload;
  });
});
