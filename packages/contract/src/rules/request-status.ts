/**
 * The status of a registration request or request-prices lead (docs/rules.md#request-status):
 * `new` until a manager writes a comment on it (`in_progress`), then `approved` (by onboarding) or
 * `rejected` (with a reason). Approved and rejected are final.
 */
export const REQUEST_STATUSES = ['new', 'in_progress', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What staff do to a request: write a comment, approve it (onboarding), reject it. */
export type RequestAction = 'comment' | 'approve' | 'reject';

/** Approved and rejected requests are closed: no further move. */
export const isFinalRequestStatus = (status: RequestStatus): boolean =>
  status === 'approved' || status === 'rejected';

/**
 * docs/rules.md#request-status: the status after `action` on a request in `status`, or null when the
 * move is refused (the API answers 409). A comment moves `new` to `in_progress` and leaves
 * `in_progress` as it is; approve and reject close an open request; nothing moves a closed one.
 */
export function nextRequestStatus(status: RequestStatus, action: RequestAction): RequestStatus | null {
  if (isFinalRequestStatus(status)) return null;
  switch (action) {
    case 'comment':
      return 'in_progress';
    case 'approve':
      return 'approved';
    case 'reject':
      return 'rejected';
  }
}
