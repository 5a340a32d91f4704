import { z } from 'zod/mini';
import { CURRENCIES, LOCALES } from '../constants';

/** POST /auth/login body (docs/rules.md#login-limits): login is the username or e-mail, case-insensitive. */
export const LoginBody = z.object({
  login: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Occupancy entry of docs/rules.md#occupancy-entry, one per (category, size, premium) shelf of the current outlet. */
export const OccupancyEntry = z.object({
  product_category_id: z.int(),
  size: z.nullable(z.string()),
  is_premium: z.boolean(),
  capacity: z.int(),
  count: z.int(),
  supplies: z.int(),
  cost: z.number(),
  alias_name: z.nullable(z.string()),
  category_type_id: z.nullable(z.int()),
});
export type OccupancyEntry = z.infer<typeof OccupancyEntry>;

/** User of docs/rules.md#spec-3, answered by POST /auth/me as `{ user }`. */
export const User = z.object({
  id: z.int(),
  uuid: z.uuid(),
  username: z.string(),
  email: z.nullable(z.string()),
  fullname: z.string(),
  locale: z.enum(LOCALES),
  groups: z.array(z.string()),
  discount: z.number(),
  current_store: z.object({
    id: z.int(),
    name: z.string(),
    is_retail: z.boolean(),
    report_period_days: z.int(),
    auto_order_sum: z.nullable(z.number()),
    currency: z.enum(CURRENCIES),
  }),
  /** Keyed by `${product_category_id}:${size}:${is_premium}`. */
  store_occupancy: z.record(z.string(), OccupancyEntry),
  ranking: z.object({
    access: z.boolean(),
    best_outlet_number: z.nullable(z.int()),
    outlets_count: z.int(),
  }),
  show_update_log: z.boolean(),
  /** The version this request was served as: by the address, or a manager's view (docs/rules.md#version-switch). */
  version: z.enum(['ru', 'en']),
  /** The locale a manager or admin views the app as (PUT auth/view); null: the address decides. */
  view_locale: z.nullable(z.enum(LOCALES)),
});
export type User = z.infer<typeof User>;
export const MeResponse = z.object({ user: User });

/** Registration request (docs/rules.md#registration-form, docs/rules.md#spec-5): all three required. */
export const RegistrationBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  email: z.string().check(z.trim(), z.email(), z.maxLength(255)),
  phone: z.string().check(z.trim(), z.minLength(5), z.maxLength(32)),
  /** Optional note; the request-prices lead modal sends one (docs/rules.md#modals). */
  comment: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  /** What the visitor asked for: a registration (default) or wholesale prices. */
  kind: z._default(z.enum(['registration', 'price_request']), 'registration'),
});
export type RegistrationBody = z.infer<typeof RegistrationBody>;

/**
 * PUT auth/view (docs/rules.md#version-switch), managers and admins only: view the app as the
 * version of `locale` (ru Russian; en, pl, rs European English), or null to follow the address again.
 */
export const ViewBody = z.object({ locale: z.nullable(z.enum(LOCALES)) });
export type ViewBody = z.infer<typeof ViewBody>;
/** The answer of PUT auth/view: the stored view, as /auth/me will report it. */
export const ViewResponse = z.object({ view_locale: z.nullable(z.enum(LOCALES)) });
export type ViewResponse = z.infer<typeof ViewResponse>;
