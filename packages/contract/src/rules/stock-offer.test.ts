import { describe, expect, it } from 'vitest';
import { stockOffer, unitsAvailable } from './stock-offer';

describe('unitsAvailable', () => {
  it('is stock less what the line holds, never below 0', () => {
    expect(unitsAvailable({ stock: 10, held: 3 })).toBe(7);
    expect(unitsAvailable({ stock: 2, held: 5 })).toBe(0);
  });
});

describe('stockOffer', () => {
  it('lets a count within stock through', () => {
    expect(stockOffer({ count: 5, held: 0, stock: 5 })).toEqual({ kind: 'ok', count: 5 });
  });

  it('offers the stock for a count over it ("only 3 available — take 3")', () => {
    expect(stockOffer({ count: 10, held: 0, stock: 3 })).toEqual({ kind: 'offer', take: 3, available: 3 });
  });

  it('counts what the line already holds', () => {
    expect(stockOffer({ count: 2 + 5, held: 2, stock: 4 })).toEqual({ kind: 'offer', take: 4, available: 2 });
  });

  it('always lets a line be lowered, even one over stock', () => {
    expect(stockOffer({ count: 6, held: 8, stock: 3 })).toEqual({ kind: 'ok', count: 6 });
  });

  it('offers whole packs only and snaps a count within stock up to a pack', () => {
    expect(stockOffer({ count: 4, held: 0, stock: 20, pack: 6 })).toEqual({ kind: 'ok', count: 6 });
    expect(stockOffer({ count: 30, held: 0, stock: 15, pack: 6 })).toEqual({
      kind: 'offer',
      take: 12,
      available: 15,
    });
  });

  it('offers nothing when not one more pack fits', () => {
    expect(stockOffer({ count: 5, held: 3, stock: 3 })).toEqual({ kind: 'none', available: 0 });
    expect(stockOffer({ count: 6, held: 0, stock: 5, pack: 6 })).toEqual({ kind: 'none', available: 5 });
  });
});
