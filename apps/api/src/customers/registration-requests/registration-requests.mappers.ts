import { REQUEST_STATUSES, type RegistrationRequest, type RequestStatus } from '@kits/contract';
import { withEtag } from '../../lib/record-version';
import type { RequestRow } from './registration-requests.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The status column as the contract's status ('new' for anything unknown: it still needs a look). */
export const statusOf = (value: string): RequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(value) ? (value as RequestStatus) : 'new';

/** A request row as the API answers it (docs/rules.md#request-status): timestamps ISO 8601, its `etag` (docs/rules.md#record-versions). */
export function toRegistrationRequest(row: RequestRow): RegistrationRequest {
  return withEtag({
    id: Number(row.id),
    kind: row.kind === 'price_request' ? 'price_request' : 'registration',
    name: row.name,
    email: row.email,
    phone: row.phone,
    comment: row.comment,
    version: row.version === 'en' ? 'en' : 'ru',
    status: statusOf(row.status),
    staff_comment: row.staff_comment,
    reject_reason: row.reject_reason,
    handled_by:
      row.handled_by !== null && row.handled_by_username !== null
        ? { id: Number(row.handled_by), username: row.handled_by_username }
        : null,
    handled_at: row.handled_at === null ? null : iso(row.handled_at),
    counterparty_id: row.counterparty_id === null ? null : Number(row.counterparty_id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
}
