import { describe, expect, it } from 'vitest';
import { makeShelf, twoShelves } from '../test/fixtures';
import {
  buildCapacitiesPut,
  isUnchangedRow,
  keepsShelf,
  newShelfRow,
  sameShelves,
  toShelfInput,
  toShelfRows,
} from './shelf-form';

describe('shelves form ↔ PUT body', () => {
  it('turns loaded shelves into rows of text and back into the same shelves', () => {
    const rows = toShelfRows(twoShelves());
    expect(rows[1]).toMatchObject({
      category_id: '4',
      size: '',
      is_premium: true,
      capacity: '20',
      cost: '500.00',
      alias_name: 'Мозаика премиум',
    });
    expect(buildCapacitiesPut(rows)).toEqual({
      shelves: [
        {
          product_category_id: 3,
          size: '40x50',
          is_premium: false,
          capacity: 40,
          cost: '350.00',
          alias_name: null,
        },
        {
          product_category_id: 4,
          size: null,
          is_premium: true,
          capacity: 20,
          cost: '500.00',
          alias_name: 'Мозаика премиум',
        },
      ],
    });
  });

  it('trims texts, sends empty size and alias as null and accepts a decimal comma', () => {
    const row = {
      ...newShelfRow(),
      category_id: '7',
      size: '  ',
      capacity: ' 15 ',
      cost: '12,5',
      alias_name: ' ',
    };
    expect(toShelfInput(row)).toEqual({
      product_category_id: 7,
      size: null,
      is_premium: false,
      capacity: 15,
      cost: '12.5',
      alias_name: null,
    });
  });

  it('leaves what is not a whole number as NaN, so validation names the field', () => {
    const input = toShelfInput({ ...newShelfRow(), capacity: '1.5' });
    expect(input.product_category_id).toBeNaN();
    expect(input.capacity).toBeNaN();
  });

  it('gives every row its own id, new rows too', () => {
    const ids = [...toShelfRows(twoShelves()), newShelfRow(), newShelfRow()].map((r) => r.id);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('change detection', () => {
  it('sees no change in the loaded rows, whatever their order or the way the cost is written', () => {
    const shelves = twoShelves();
    const rows = toShelfRows(shelves).reverse();
    rows[0] = { ...rows[0]!, cost: '500' };
    expect(sameShelves(rows, shelves)).toBe(true);
  });

  it('sees a changed capacity, alias, a removed or an added shelf', () => {
    const shelves = twoShelves();
    const rows = toShelfRows(shelves);
    expect(sameShelves([{ ...rows[0]!, capacity: '41' }, rows[1]!], shelves)).toBe(false);
    expect(sameShelves([rows[0]!, { ...rows[1]!, alias_name: '' }], shelves)).toBe(false);
    expect(sameShelves([rows[0]!], shelves)).toBe(false);
    expect(sameShelves([...rows, newShelfRow()], shelves)).toBe(false);
  });

  it('keeps the units of a row while it names its shelf, and its percent while unchanged', () => {
    const [row] = toShelfRows([makeShelf()]);
    expect(keepsShelf(row!) && isUnchangedRow(row!)).toBe(true);
    const bigger = { ...row!, capacity: '80' };
    expect([keepsShelf(bigger), isUnchangedRow(bigger)]).toEqual([true, false]);
    const premium = { ...row!, is_premium: true };
    expect([keepsShelf(premium), isUnchangedRow(premium)]).toEqual([false, false]);
    expect(keepsShelf(newShelfRow())).toBe(false);
  });
});
