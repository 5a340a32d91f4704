import { z } from 'zod/mini';
import { REQUEST_STATUSES } from '../rules/request-status';
import { AccountBody, PasswordLink } from './accounts';
import { PageMeta, pageNumber } from './common';
import { CounterpartyBody, OutletBody } from './counterparties';
import { Etag } from './record-version';

/**
 * The requests inbox of the counterparty service (/services/counterparty, manager only;
 * docs/rules.md#request-status, docs/rules.md#onboarding): registration requests and request-prices
 * leads, newest first, each moved by staff from new to in progress, then approved (onboarding) or
 * rejected.
 */

export const REQUEST_KINDS = ['registration', 'price_request'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REGISTRATION_REQUESTS_PER_PAGE = 25;
export const MAX_REQUESTS_PER_PAGE = 100;
export const MAX_STAFF_COMMENT = 2000;
export const MAX_REJECT_REASON = 1000;

export const RequestStatusEnum = z.enum(REQUEST_STATUSES);

/**
 * A request as staff see it: what the visitor sent (name, e-mail, phone, comment, the version it
 * came from), its status, the staff's working note, the reject reason, who handled it last and when
 * (timestamps ISO 8601), and the counterparty and user its approval created.
 */
export const RegistrationRequest = z.object({
  id: z.int(),
  kind: z.enum(REQUEST_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  comment: z.nullable(z.string()),
  version: z.enum(['ru', 'en']),
  status: RequestStatusEnum,
  staff_comment: z.nullable(z.string()),
  reject_reason: z.nullable(z.string()),
  handled_by: z.nullable(z.object({ id: z.int(), username: z.string() })),
  handled_at: z.nullable(z.string()),
  counterparty_id: z.nullable(z.int()),
  user_id: z.nullable(z.int()),
  created_at: z.string(),
  updated_at: z.string(),
  /** The version a PATCH names in If-Match (docs/rules.md#record-versions). */
  etag: Etag,
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

/**
 * GET /services/registration-requests query: one status, kind or version; `from`..`to` inclusive
 * days (YYYY-MM-DD) of arrival; `q` in the name, e-mail or phone (case-insensitive; a phone also by
 * its digits); 1-based `page` of `per_page` (default 25, at most 100).
 */
export const RegistrationRequestsQuery = z.object({
  status: z.optional(RequestStatusEnum),
  kind: z.optional(z.enum(REQUEST_KINDS)),
  version: z.optional(z.enum(['ru', 'en'])),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: pageNumber(),
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_REQUESTS_PER_PAGE)),
    REGISTRATION_REQUESTS_PER_PAGE,
  ),
});
export type RegistrationRequestsQuery = z.infer<typeof RegistrationRequestsQuery>;

/** GET /services/registration-requests → `{ data, meta }`, newest first. */
export const RegistrationRequestsResponse = z.object({ data: z.array(RegistrationRequest), meta: PageMeta });
export type RegistrationRequestsResponse = z.infer<typeof RegistrationRequestsResponse>;

/** GET /services/registration-requests/count → how many requests are new (the services menu badge). */
export const RegistrationRequestsCountResponse = z.object({ data: z.object({ new: z.int() }) });
export type RegistrationRequestsCountResponse = z.infer<typeof RegistrationRequestsCountResponse>;

/** GET/PATCH …/{id}, POST …/{id}/reject → `{ data: RegistrationRequest }`. */
export const RegistrationRequestResponse = z.object({ data: RegistrationRequest });
export type RegistrationRequestResponse = z.infer<typeof RegistrationRequestResponse>;

/** PATCH /services/registration-requests/{id}: the staff's working note ('' clears it); new → in progress. */
export const RequestCommentBody = z.object({
  staff_comment: z.string().check(z.trim(), z.maxLength(MAX_STAFF_COMMENT)),
});
export type RequestCommentBody = z.infer<typeof RequestCommentBody>;

/** POST /services/registration-requests/{id}/reject: the reason is required (1–1000 characters). */
export const RequestRejectBody = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_REJECT_REASON)),
});
export type RequestRejectBody = z.infer<typeof RequestRejectBody>;

/**
 * POST /services/registration-requests/{id}/approve (docs/rules.md#onboarding): the counterparty,
 * its first user and optionally its first outlet, created in one transaction. Field errors come
 * back prefixed: `counterparty.inn`, `user.email`, `outlet.name`.
 */
export const RequestApproveBody = z.object({
  counterparty: CounterpartyBody,
  user: AccountBody,
  outlet: z.nullable(OutletBody),
});
export type RequestApproveBody = z.infer<typeof RequestApproveBody>;
/** The body as the page sends it (before trimming). */
export type RequestApproveInput = z.input<typeof RequestApproveBody>;

/**
 * The approve answer: the request (approved), the new counterparty's and user's ids, and the user's
 * set-password link (`url` when it was not e-mailed, else `emailed_to`).
 */
export const RequestApprovedResponse = z.object({
  data: RegistrationRequest,
  counterparty_id: z.int(),
  user_id: z.int(),
  link: PasswordLink,
});
export type RequestApprovedResponse = z.infer<typeof RequestApprovedResponse>;
