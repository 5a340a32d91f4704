import { describe, expect, it } from 'vitest';
import { isOrderStatus, mayMoveOrder, movesTowards, nextOrderStatuses, ORDER_STATUSES } from './order-status';

describe('order status moves (docs/rules.md#order-status)', () => {
  it('goes forward one step at a time: new → confirmed → assembled → shipped → delivered', () => {
    expect(mayMoveOrder('new', 'confirmed')).toBe(true);
    expect(mayMoveOrder('confirmed', 'assembled')).toBe(true);
    expect(mayMoveOrder('assembled', 'shipped')).toBe(true);
    expect(mayMoveOrder('shipped', 'delivered')).toBe(true);
  });

  it('cancels from new, confirmed or assembled only', () => {
    const cancellable = ORDER_STATUSES.filter((s) => mayMoveOrder(s, 'cancelled'));
    expect(cancellable).toEqual(['new', 'confirmed', 'assembled']);
  });

  it('refuses skipping a step, going back and staying put', () => {
    expect(mayMoveOrder('new', 'assembled')).toBe(false);
    expect(mayMoveOrder('new', 'delivered')).toBe(false);
    expect(mayMoveOrder('shipped', 'assembled')).toBe(false);
    expect(mayMoveOrder('confirmed', 'new')).toBe(false);
    for (const s of ORDER_STATUSES) expect(mayMoveOrder(s, s)).toBe(false);
  });

  it('has no move out of delivered or cancelled, nor out of an unknown status', () => {
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
    expect(nextOrderStatuses('processing')).toEqual([]);
    expect(mayMoveOrder('processing', 'confirmed')).toBe(false);
  });

  it('lists the forward step first, cancelling last', () => {
    expect(nextOrderStatuses('new')).toEqual(['confirmed', 'cancelled']);
    expect(nextOrderStatuses('assembled')).toEqual(['shipped', 'cancelled']);
    expect(nextOrderStatuses('shipped')).toEqual(['delivered']);
  });

  it('knows exactly the six statuses', () => {
    expect(ORDER_STATUSES.filter(isOrderStatus)).toHaveLength(6);
    expect(isOrderStatus('processing')).toBe(false);
  });
});

describe('movesTowards (statuses back from МойСклад)', () => {
  it('walks forward one allowed step at a time', () => {
    expect(movesTowards('new', 'shipped')).toEqual(['confirmed', 'assembled', 'shipped']);
    expect(movesTowards('confirmed', 'assembled')).toEqual(['assembled']);
    expect(movesTowards('new', 'delivered')).toEqual(['confirmed', 'assembled', 'shipped', 'delivered']);
  });

  it('cancels only where staff may, and never goes back', () => {
    expect(movesTowards('assembled', 'cancelled')).toEqual(['cancelled']);
    expect(movesTowards('shipped', 'cancelled')).toEqual([]);
    expect(movesTowards('confirmed', 'new')).toEqual([]);
    expect(movesTowards('cancelled', 'confirmed')).toEqual([]);
    expect(movesTowards('delivered', 'delivered')).toEqual([]);
  });
});
