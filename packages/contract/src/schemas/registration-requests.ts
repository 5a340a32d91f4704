import { z } from 'zod';
import { REQUEST_STATUSES } from '../rules/request-status';
import { AccountBody, PasswordLink } from './accounts';
import { PageMeta, pageNumber } from './common';
import { CounterpartyBody, OutletBody } from './counterparties';

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
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  comment: z.string().nullable(),
  version: z.enum(['ru', 'en']),
  status: RequestStatusEnum,
  staff_comment: z.string().nullable(),
  reject_reason: z.string().nullable(),
  handled_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  handled_at: z.string().nullable(),
  counterparty_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

/**
 * GET /services/registration-requests query: one status, kind or version; `from`..`to` inclusive
 * days (YYYY-MM-DD) of arrival; `q` in the name, e-mail or phone (case-insensitive; a phone also by
 * its digits); 1-based `page` of `per_page` (default 25, at most 100).
 */
export const RegistrationRequestsQuery = z.object({
  status: RequestStatusEnum.optional(),
  kind: z.enum(REQUEST_KINDS).optional(),
  version: z.enum(['ru', 'en']).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  q: z.string().trim().max(200).optional(),
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(MAX_REQUESTS_PER_PAGE).default(REGISTRATION_REQUESTS_PER_PAGE),
});
export type RegistrationRequestsQuery = z.infer<typeof RegistrationRequestsQuery>;

/** GET /services/registration-requests → `{ data, meta }`, newest first. */
export const RegistrationRequestsResponse = z.object({ data: z.array(RegistrationRequest), meta: PageMeta });
export type RegistrationRequestsResponse = z.infer<typeof RegistrationRequestsResponse>;

/** GET /services/registration-requests/count → how many requests are new (the services menu badge). */
export const RegistrationRequestsCountResponse = z.object({ data: z.object({ new: z.number().int() }) });
export type RegistrationRequestsCountResponse = z.infer<typeof RegistrationRequestsCountResponse>;

/** GET/PATCH …/{id}, POST …/{id}/reject → `{ data: RegistrationRequest }`. */
export const RegistrationRequestResponse = z.object({ data: RegistrationRequest });
export type RegistrationRequestResponse = z.infer<typeof RegistrationRequestResponse>;

/** PATCH /services/registration-requests/{id}: the staff's working note ('' clears it); new → in progress. */
export const RequestCommentBody = z.object({
  staff_comment: z.string().trim().max(MAX_STAFF_COMMENT),
});
export type RequestCommentBody = z.infer<typeof RequestCommentBody>;

/** POST /services/registration-requests/{id}/reject: the reason is required (1–1000 characters). */
export const RequestRejectBody = z.object({
  reason: z.string().trim().min(1).max(MAX_REJECT_REASON),
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
  outlet: OutletBody.nullable(),
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
  counterparty_id: z.number().int(),
  user_id: z.number().int(),
  link: PasswordLink,
});
export type RequestApprovedResponse = z.infer<typeof RequestApprovedResponse>;
