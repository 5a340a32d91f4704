import { z } from 'zod/mini';
import { LOCALES, type ROLE_NAMES } from '../constants';
import { Etag } from './record-version';

/**
 * User accounts staff manage (docs/rules.md#counterparty users, docs/rules.md#role-grants), their
 * set-password links (docs/rules.md#password-link) and the own password change
 * (docs/rules.md#password-change). Duplicates (login, e-mail, phone of another account) and
 * forbidden role grants are the server's to refuse: 422 naming the field, 403.
 */

/** A login: 3–64 letters, digits and `._@-`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,64}$/;
/** A password's length in characters (docs/rules.md#password-link, docs/rules.md#password-change). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** How long a set-password link works, in hours (docs/rules.md#password-link). */
export const PASSWORD_LINK_TTL_HOURS = 72;
/** The groups an account may have; managers may give only warehouse and dropshipping (docs/rules.md#role-grants). */
export const ACCOUNT_GROUPS = [
  'warehouse',
  'dropshipping',
  'manager',
  'admin',
] as const satisfies readonly (typeof ROLE_NAMES)[number][];
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number];

const Password = z.string().check(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX));

/**
 * A new account (POST services/counterparties/{id}/users; the `user` of a request's approval):
 * login, full name, e-mail, phone (digits compared against other accounts' phones) or null,
 * interface language, groups (each at most once) and discount in percent.
 */
export const AccountBody = z.object({
  username: z.string().check(z.trim(), z.regex(USERNAME_PATTERN)),
  fullname: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  email: z.string().check(z.trim(), z.email(), z.maxLength(254)),
  phone: z.nullable(z.string().check(z.trim(), z.maxLength(32))),
  /** ru, en, or pl / rs: English texts with Polish or Serbian formats (docs/rules.md#display-locale). */
  locale: z.enum(LOCALES),
  groups: z
    .array(z.enum(ACCOUNT_GROUPS))
    .check(z.refine((groups) => new Set(groups).size === groups.length, 'Each group at most once')),
  discount: z.number().check(z.minimum(0), z.maximum(100)),
});
export type AccountBody = z.infer<typeof AccountBody>;

/**
 * The first admin of an empty database (`npm run admin:create`, docs/operations.md#first-start):
 * a staff account (no counterparty) with the admin group and its password.
 */
export const AdminAccountBody = z.object({
  ...z.pick(AccountBody, { username: true, fullname: true, email: true, locale: true }).shape,
  password: Password,
});
export type AdminAccountBody = z.infer<typeof AdminAccountBody>;

/**
 * PATCH services/users/{id}: any fields of AccountBody; a new login is checked for duplicates too.
 * `company_admin` makes a counterparty's user its admin user, who sees every order of the company
 * (docs/rules.md#company-orders); staff accounts cannot be one (422).
 */
export const AccountPatch = z.extend(z.partial(AccountBody), { company_admin: z.optional(z.boolean()) });
export type AccountPatch = z.infer<typeof AccountPatch>;

/** An account as staff see it; `locked` when staff locked it (no sign-in, tokens refused). */
export const Account = z.object({
  id: z.int(),
  uuid: z.uuid(),
  username: z.string(),
  fullname: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  locale: z.enum(LOCALES),
  groups: z.array(z.enum(ACCOUNT_GROUPS)),
  /** Percent, 0–100. */
  discount: z.number(),
  locked: z.boolean(),
  counterparty_id: z.nullable(z.int()),
  /** The counterparty's admin user: sees every order of the company (docs/rules.md#company-orders). */
  company_admin: z.boolean(),
  created_at: z.string(),
  /** The version a PATCH names in If-Match (docs/rules.md#record-versions). */
  etag: Etag,
});
export type Account = z.infer<typeof Account>;

export const AccountResponse = z.object({ data: Account });
export const AccountsResponse = z.object({ data: z.array(Account) });

/**
 * A set-password link just issued: `url` only when it was not e-mailed (staff pass it on
 * themselves), else `emailed_to` names the address; `expires_at` an ISO time 72 h ahead.
 */
export const PasswordLink = z.object({
  url: z.nullable(z.string()),
  expires_at: z.string(),
  emailed_to: z.nullable(z.string()),
});
export type PasswordLink = z.infer<typeof PasswordLink>;

export const PasswordLinkResponse = z.object({ data: PasswordLink });
/** POST services/counterparties/{id}/users → 201: the new account and its first set-password link. */
export const AccountCreatedResponse = z.object({ data: Account, link: PasswordLink });
export type AccountCreatedResponse = z.infer<typeof AccountCreatedResponse>;

/** POST auth/set-password: the link's token and the new password (422 `errors.token` for a dead link). */
export const SetPasswordBody = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  password: Password,
});
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

/**
 * POST auth/forgot-password (docs/rules.md#forgot-password): the login (username or e-mail, any
 * case). The answer is the same `{ message }` whether or not such an account exists.
 */
export const ForgotPasswordBody = z.object({
  login: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** PATCH profile/password (422 `errors.current_password` when it is wrong). */
export const ChangePasswordBody = z.object({
  current_password: z.string().check(z.minLength(1), z.maxLength(1024)),
  new_password: Password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** PATCH profile/password → a fresh bearer token for this session (every older one is refused). */
export const PasswordChangedResponse = z.object({
  message: z.string(),
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
});
export type PasswordChangedResponse = z.infer<typeof PasswordChangedResponse>;
