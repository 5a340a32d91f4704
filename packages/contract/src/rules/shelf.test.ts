import { describe, expect, it } from 'vitest';
import { type Shelf, shelfOfProduct } from './shelf';

const shelf = (id: number, product_category_id: number, size: string | null, is_premium = false): Shelf => ({
  id,
  product_category_id,
  size,
  is_premium,
});
const product = (size: string | null, is_premium = false) => ({
  category_id: 2,
  parent_id: 1,
  size,
  is_premium,
});

describe('shelfOfProduct', () => {
  it('prefers the own category to the parent, then the exact size, then the lowest id', () => {
    const parentExact = shelf(1, 1, '30x40');
    const ownAnySize = shelf(2, 2, null);
    const ownExact = shelf(5, 2, '30x40');
    const ownExactLater = shelf(6, 2, '30x40');
    expect(shelfOfProduct(product('30x40'), [parentExact, ownAnySize, ownExact, ownExactLater])).toBe(
      ownExact,
    );
    expect(shelfOfProduct(product('30x40'), [parentExact, ownAnySize])).toBe(ownAnySize);
    expect(shelfOfProduct(product('30x40'), [parentExact, shelf(3, 1, null)])).toBe(parentExact);
  });

  it('needs the same premium flag and a matching size', () => {
    expect(shelfOfProduct(product('30x40', true), [shelf(1, 2, '30x40')])).toBeNull();
    expect(shelfOfProduct(product('30x40'), [shelf(1, 2, '40x50')])).toBeNull();
    expect(shelfOfProduct(product(null), [shelf(1, 2, '40x50'), shelf(2, 1, null)])).toEqual(
      shelf(2, 1, null),
    );
  });

  it('finds nothing on shelves of other categories or without shelves', () => {
    expect(shelfOfProduct(product('30x40'), [shelf(1, 3, null)])).toBeNull();
    expect(shelfOfProduct({ ...product(null), parent_id: null }, [shelf(1, 1, null)])).toBeNull();
    expect(shelfOfProduct(product(null), [])).toBeNull();
  });
});
