import { describe, expect, it } from 'vitest';
import { makeShelf } from '../test/fixtures';
import {
  errorHint,
  errorTarget,
  hasShelfErrors,
  shelfErrorsFrom,
  validateCapacitiesPut,
} from './shelf-errors';
import { buildCapacitiesPut, newShelfRow, toShelfRows } from './shelf-form';

describe('shelf error keys', () => {
  it('places a field error on its row and field, a shelf error on its row, others on the list', () => {
    expect(errorTarget('shelves.3.capacity')).toEqual({ row: 3, field: 'capacity' });
    expect(errorTarget('shelves.2')).toEqual({ row: 2, field: 'row' });
    expect(errorTarget('shelves.1.colour')).toEqual({ row: 1, field: 'row' });
    expect(errorTarget('shelves')).toBeNull();
    expect(errorTarget('')).toBeNull();
  });

  it('groups the server errors by row, merging messages of the same field', () => {
    expect(
      shelfErrorsFrom({
        'shelves.3.capacity': ['too big'],
        'shelves.2': ['each category, size and premium once'],
        'shelves.1.product_category_id': ['Нет категории 99'],
        shelves: ['Too big'],
      }),
    ).toEqual({
      rows: {
        3: { capacity: ['too big'] },
        2: { row: ['each category, size and premium once'] },
        1: { product_category_id: ['Нет категории 99'] },
      },
      list: ['Too big'],
    });
  });

  it('names the localized hint of each field', () => {
    expect(errorHint('product_category_id')).toBe('category');
    expect(errorHint('cost')).toBe('cost');
    expect(errorHint('row')).toBe('duplicate');
  });
});

describe('validation with the contract schema', () => {
  it('passes the loaded shelves', () => {
    expect(hasShelfErrors(validateCapacitiesPut(buildCapacitiesPut(toShelfRows([makeShelf()]))))).toBe(false);
  });

  it('marks a new row without category and capacity and a bad cost by their index', () => {
    const [loaded] = toShelfRows([makeShelf()]);
    const errors = validateCapacitiesPut(buildCapacitiesPut([{ ...loaded!, cost: '1.234' }, newShelfRow()]));
    expect(Object.keys(errors.rows[0]!)).toEqual(['cost']);
    expect(Object.keys(errors.rows[1]!).sort()).toEqual(['capacity', 'cost', 'product_category_id']);
  });

  it('marks the second shelf of the same category, size and premium (spaces aside)', () => {
    const [loaded] = toShelfRows([makeShelf()]);
    const again = { ...newShelfRow(), category_id: '3', size: ' 40x50 ', capacity: '5', cost: '1' };
    const errors = validateCapacitiesPut(buildCapacitiesPut([loaded!, again]));
    expect(errors.rows).toEqual({ 1: { row: ['each category, size and premium once'] } });
  });
});
