import {
  ErrorBody,
  LoginBody,
  MeResponse,
  MessageResponse,
  RegistrationBody,
  TokenResponse,
  ViewBody,
  ViewResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login, logout, register } from './auth.service';
import { currentUser } from './current-user';
import { deviceCookieHeader, readDeviceCookie } from './device-cookie';
import { setView } from './view.service';

/** Auth module: login, session user, logout, registration request (docs/rules.md#auth-flow, docs/rules.md#spec-7; docs/rules.md#decisions-3). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /auth/login, body `{ login, password }` → 200 `{ access_token, token_type: 'bearer',
   * expires_in }` (seconds) and `Set-Cookie` of the device cookie (device-cookie.ts); the request's
   * device cookie, when it is this account's, makes the try trusted. 401 BAD_CREDENTIALS; 422
   * missing fields; 429 RATE_LIMITED with Retry-After when a sign-in throttle asks to wait
   * (docs/rules.md#login-limits).
   */
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with username or e-mail',
        security: [],
        body: LoginBody,
        response: { 200: TokenResponse, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { token, deviceCookie } = await login(request.ctx, {
        db: app.db,
        limiter: app.rateLimiter,
        tokens: app.tokens,
        body: request.body,
        ip: request.ip,
        deviceCookie: readDeviceCookie(request.headers.cookie),
      });
      reply.header('set-cookie', deviceCookieHeader(deviceCookie, { secure: request.protocol === 'https' }));
      return token;
    },
  );

  /** POST /auth/me → 200 `{ user: User }` (docs/rules.md#spec-3); 401 when not logged in or the token is revoked. */
  app.post(
    '/auth/me',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        response: { 200: MeResponse, 401: ErrorBody },
      },
    },
    async (request) => ({ user: await currentUser(request.ctx, { db: app.db }) }),
  );

  /**
   * PUT /auth/view, body `{ locale: 'ru' | 'en' | 'pl' | 'rs' | null }` → 200 `{ view_locale }`: the
   * version a manager or admin views the app as (docs/rules.md#version-switch). 401 anonymous; 403
   * for any other user; 422 for an unknown locale.
   */
  app.put(
    '/auth/view',
    {
      preHandler: app.requireRole((ctx) => ctx.isManager),
      schema: {
        tags: ['auth'],
        summary: 'Choose the version a manager views the app as',
        body: ViewBody,
        response: { 200: ViewResponse, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    (request) => setView(request.ctx, { db: app.db, body: request.body }),
  );

  /** POST /auth/logout → 200 `{ message }`; the same token then gets 401 everywhere. 401 when not logged in. */
  app.post(
    '/auth/logout',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token',
        response: { 200: MessageResponse, 401: ErrorBody },
      },
    },
    (request) => logout(request.ctx, { db: app.db }),
  );

  /**
   * POST /auth/registration, body `{ name, email, phone }` → 200 `{ message }`: the request is
   * stored for staff. 422 with `errors` per field; 429 RATE_LIMITED from the 6th request of an IP
   * within an hour.
   */
  app.post(
    '/auth/registration',
    {
      schema: {
        tags: ['auth'],
        summary: 'Request registration (visitors)',
        security: [],
        body: RegistrationBody,
        response: { 200: MessageResponse, 422: ErrorBody, 429: ErrorBody },
      },
    },
    (request) =>
      register(request.ctx, { db: app.db, limiter: app.rateLimiter, body: request.body, ip: request.ip }),
  );
};
