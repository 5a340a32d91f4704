import { describe, expect, it } from 'vitest';
import {
  applyClear,
  applyDecrease,
  applyIncrease,
  applyRemove,
  applySet,
  type CountedLine,
} from './basket-transitions';

type Presented = CountedLine & { quantity: number };

const basket: Presented[] = [
  { id: 1, basket_count: 2, quantity: 5 },
  { id: 2, basket_count: 1, quantity: 5 },
];

describe('applyIncrease (docs/rules.md#basket-logic Adding)', () => {
  it('raises the count of a product already in the basket by one, in place', () => {
    expect(applyIncrease(basket, { id: 2, quantity: 5 })).toEqual([
      { id: 1, basket_count: 2, quantity: 5 },
      { id: 2, basket_count: 2, quantity: 5 },
    ]);
  });

  it('puts a new product at the top with count 1', () => {
    expect(applyIncrease(basket, { id: 3, quantity: 7, basket_count: 0 })).toEqual([
      { id: 3, basket_count: 1, quantity: 7 },
      ...basket,
    ]);
  });

  it('works on the server list of bare id and count and leaves the input unchanged', () => {
    const server: CountedLine[] = [{ id: 1, basket_count: 1 }];
    expect(applyIncrease(server, { id: 1 })).toEqual([{ id: 1, basket_count: 2 }]);
    expect(server).toEqual([{ id: 1, basket_count: 1 }]);
  });
});

describe('applyDecrease (docs/rules.md#basket-logic Decreasing)', () => {
  it('lowers a count above one by one', () => {
    expect(applyDecrease(basket, 1)[0]).toEqual({ id: 1, basket_count: 1, quantity: 5 });
  });

  it('removes the line at count one', () => {
    expect(applyDecrease(basket, 2)).toEqual([{ id: 1, basket_count: 2, quantity: 5 }]);
  });

  it('changes nothing for a product not in the basket', () => {
    expect(applyDecrease(basket, 9)).toEqual(basket);
  });
});

describe('applyRemove and applyClear (docs/rules.md#spec-4)', () => {
  it('removes the whole line whatever its count', () => {
    expect(applyRemove(basket, 1)).toEqual([{ id: 2, basket_count: 1, quantity: 5 }]);
  });

  it('empties the list', () => {
    expect(applyClear<Presented>()).toEqual([]);
  });
});

describe('applySet (docs/rules.md#basket-set-count)', () => {
  it('sets the count of a line in place', () => {
    expect(applySet(basket, { id: 2, quantity: 5 }, 24)).toEqual([
      { id: 1, basket_count: 2, quantity: 5 },
      { id: 2, basket_count: 24, quantity: 5 },
    ]);
  });

  it('puts a new product on top with the count, and removes a line at 0', () => {
    expect(applySet(basket, { id: 3, quantity: 9 }, 4)[0]).toEqual({ id: 3, basket_count: 4, quantity: 9 });
    expect(applySet(basket, { id: 1, quantity: 5 }, 0)).toEqual([{ id: 2, basket_count: 1, quantity: 5 }]);
    expect(basket).toHaveLength(2);
  });
});
