import { describe, expect, it } from 'vitest';
import { cleanOrderReference, deliveryDateBounds, deliveryDateProblem } from './order-reference';

describe('the requested delivery day (docs/rules.md#order-reference)', () => {
  it('is from tomorrow to 365 days ahead, across a month and a leap day', () => {
    expect(deliveryDateBounds('2028-02-28')).toEqual({ first: '2028-02-29', last: '2029-02-27' });
    expect(deliveryDateProblem('2026-11-28', '2026-11-28')).toBe('past');
    expect(deliveryDateProblem('2026-11-01', '2026-11-28')).toBe('past');
    expect(deliveryDateProblem('2026-11-29', '2026-11-28')).toBeNull();
    expect(deliveryDateProblem('2027-11-28', '2026-11-28')).toBeNull();
    expect(deliveryDateProblem('2027-11-29', '2026-11-28')).toBe('tooFar');
  });

  it('keeps a reference trimmed and makes a blank one null', () => {
    expect(cleanOrderReference('  PO-4711 ')).toBe('PO-4711');
    expect(cleanOrderReference('   ')).toBeNull();
    expect(cleanOrderReference(undefined)).toBeNull();
  });
});
