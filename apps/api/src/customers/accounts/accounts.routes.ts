import {
  Account,
  AccountBody,
  AccountCreatedResponse,
  AccountPatch,
  AccountResponse,
  AccountsResponse,
  ChangePasswordBody,
  ErrorBody,
  ForgotPasswordBody,
  IdParam,
  IfMatchHeaders,
  MessageResponse,
  PasswordChangedResponse,
  PasswordLinkResponse,
  SetPasswordBody,
  staleRecordBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIfMatch, versioned } from '../../lib/record-version';
import { listAccounts, setAccountLocked, updateAccount } from './accounts.service';
import { addCounterpartyAccount } from './add-account.service';
import { requestPasswordReset } from './forgot-password.service';
import { changePassword, issuePasswordLink, setPasswordByLink } from './passwords.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * Accounts (docs/rules.md#counterparty users, docs/rules.md#role-grants, docs/rules.md#password-link,
 * docs/rules.md#password-change). The services/* calls are for managers and admins (401 anonymous,
 * 403 anyone else); auth/set-password is for guests holding a link; profile/password for any
 * signed-in user.
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOnly = app.requireRole((ctx) => ctx.isManager);

  /** GET /services/counterparties/{id}/users → 200 `{ data: Account[] }` by id; 404 unknown counterparty. */
  app.get(
    '/services/counterparties/:id/users',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: "A counterparty's user accounts",
        params: IdParam,
        response: { 200: AccountsResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request) => ({
      data: await listAccounts(request.ctx, { db: app.db, counterpartyId: request.params.id }),
    }),
  );

  /**
   * POST /services/counterparties/{id}/users with AccountBody → 201 `{ data: Account, link:
   * PasswordLink }` (account and link in one transaction). 403 a role grant only an admin may make
   * (`errors.groups`); 404 unknown counterparty; 422 `errors.username|email|phone` taken by another
   * account, or bad fields — nothing is written then.
   */
  app.post(
    '/services/counterparties/:id/users',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Add a user account to a counterparty and issue its set-password link',
        params: IdParam,
        body: AccountBody,
        response: { 201: AccountCreatedResponse, ...denied, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const created = await addCounterpartyAccount(request.ctx, {
        db: app.db,
        mailer: app.mailer,
        counterpartyId: request.params.id,
        body: request.body,
        links: app.config,
      });
      return reply.status(201).send(created);
    },
  );

  /**
   * PATCH /services/users/{id} with any AccountBody fields and `If-Match: <its etag>` → 200
   * `{ data: Account }` with the new `ETag`. 403 a staff account edited by a manager or a role grant
   * only an admin may make; 404; 412 stale (body `current`); 422 as on create; 428 no If-Match
   * (docs/rules.md#record-versions).
   */
  app.patch(
    '/services/users/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Edit a user account: login, name, e-mail, phone, language, groups, discount',
        params: IdParam,
        headers: IfMatchHeaders,
        body: AccountPatch,
        response: {
          200: AccountResponse,
          ...denied,
          404: ErrorBody,
          412: staleRecordBody(Account),
          422: ErrorBody,
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      const data = await updateAccount(request.ctx, {
        db: app.db,
        id: request.params.id,
        patch: request.body,
        ifMatch,
      });
      return versioned(reply, data);
    },
  );

  for (const [verb, locked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    /**
     * POST /services/users/{id}/lock|unlock → 200 `{ data: Account }`. A locked user's tokens are
     * refused at once (401) and its login answers 403. 403 a staff account and a manager, or
     * locking oneself; 404.
     */
    app.post(
      `/services/users/:id/${verb}`,
      {
        preHandler: managerOnly,
        schema: {
          tags: ['services'],
          summary: locked ? 'Lock a user account' : 'Unlock a user account',
          params: IdParam,
          response: { 200: AccountResponse, ...denied, 404: ErrorBody },
        },
      },
      async (request) => ({
        data: await setAccountLocked(request.ctx, { db: app.db, id: request.params.id, locked }),
      }),
    );
  }

  /**
   * POST /services/users/{id}/password-link → 200 `{ data: PasswordLink }`: a new set-password
   * link (the unused ones stop working), e-mailed when SMTP is set up. 403 a staff account and a
   * manager; 404.
   */
  app.post(
    '/services/users/:id/password-link',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Issue a new set-password link for a user account',
        params: IdParam,
        response: { 200: PasswordLinkResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request) => ({
      data: await issuePasswordLink(request.ctx, {
        db: app.db,
        mailer: app.mailer,
        userId: request.params.id,
        links: app.config,
      }),
    }),
  );

  /**
   * POST /auth/set-password `{ token, password }` (guest) → 200 `{ message }`: the password is set
   * and the link used up. 422 `errors.token` for an unknown, used, voided or expired link;
   * `errors.password` shorter than 8 characters.
   */
  app.post(
    '/auth/set-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a password with a one-time link',
        security: [],
        body: SetPasswordBody,
        response: { 200: MessageResponse, 422: ErrorBody },
      },
    },
    (request) => setPasswordByLink(request.ctx, { db: app.db, body: request.body }),
  );

  /**
   * POST /auth/forgot-password `{ login }` (guest; docs/rules.md#forgot-password) → 200 `{ message }`,
   * the same whether or not the login names an account; the link is e-mailed by the outbox when it
   * does. 422 for a missing login; 429 RATE_LIMITED with Retry-After from the 11th request of an
   * address within an hour.
   */
  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password: e-mail a one-time set-password link',
        security: [],
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, 422: ErrorBody, 429: ErrorBody },
      },
    },
    (request) =>
      requestPasswordReset(request.ctx, {
        db: app.db,
        limiter: app.rateLimiter,
        body: request.body,
        ip: request.ip,
      }),
  );

  /**
   * PATCH /profile/password `{ current_password, new_password }` (signed in) → 200 `{ message,
   * access_token, token_type, expires_in }`: every token issued before is refused from now on, the
   * answer's is this session's new one. 401; 422 `errors.current_password` when it is wrong; 429.
   */
  app.patch(
    '/profile/password',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['profile'],
        summary: 'Change the own password (other sessions are signed out)',
        body: ChangePasswordBody,
        response: { 200: PasswordChangedResponse, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    (request) =>
      changePassword(request.ctx, {
        db: app.db,
        limiter: app.rateLimiter,
        tokens: app.tokens,
        body: request.body,
      }),
  );
};
