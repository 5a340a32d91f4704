import { describe, expect, it } from 'vitest';
import { isFinalRequestStatus, nextRequestStatus, REQUEST_STATUSES } from './request-status';

describe('nextRequestStatus (docs/rules.md#request-status)', () => {
  it('moves a new request to in progress when a manager comments on it', () => {
    expect(nextRequestStatus('new', 'comment')).toBe('in_progress');
  });

  it('keeps a request in progress on a further comment', () => {
    expect(nextRequestStatus('in_progress', 'comment')).toBe('in_progress');
  });

  it('approves or rejects a new request and one in progress', () => {
    for (const status of ['new', 'in_progress'] as const) {
      expect(nextRequestStatus(status, 'approve')).toBe('approved');
      expect(nextRequestStatus(status, 'reject')).toBe('rejected');
    }
  });

  it('refuses every move of an approved or rejected request', () => {
    for (const status of ['approved', 'rejected'] as const)
      for (const action of ['comment', 'approve', 'reject'] as const)
        expect(nextRequestStatus(status, action)).toBeNull();
  });

  it('calls exactly approved and rejected final', () => {
    expect(REQUEST_STATUSES.filter(isFinalRequestStatus)).toEqual(['approved', 'rejected']);
  });
});
