import { FEED_KINDS } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import { detectColumns, normalHeader, templateHeaders } from './feeds.columns';

describe('feed columns', () => {
  it.each(FEED_KINDS.flatMap((kind) => (['ru', 'en'] as const).map((lang) => ({ kind, lang }))))(
    'finds every column of the $kind template in $lang by its own headers',
    ({ kind, lang }) => {
      const header = templateHeaders(kind, lang);
      const { columns, missing } = detectColumns({ kind, header, lang });
      expect(missing).toEqual([]);
      expect(columns.size).toBe(header.length);
    },
  );

  it('finds columns in any order, in either language, with case, ё, units and spaces of their own, ignoring others', () => {
    const header = ['Примечание', ' QTY ', 'Кол-во (шт.)', 'артикул', 'Store_ID'];
    const { columns, missing } = detectColumns({ kind: 'outlet-stock', header, lang: 'ru' });
    expect(missing).toEqual([]);
    expect([...columns]).toEqual([
      [1, 'quantity'],
      [3, 'code'],
      [4, 'outlet'],
    ]);
    expect(normalHeader('Вместимость (мест):')).toBe('вместимость');
    expect(normalHeader('Премиальная ёмкость')).toBe('премиальная емкость');
  });

  it('names the missing required columns in the request language, never the optional ones', () => {
    expect(detectColumns({ kind: 'sales', header: ['Outlet', 'Code'], lang: 'en' }).missing).toEqual([
      'Line id',
      'Day',
      'Quantity',
      'Amount',
    ]);
    expect(
      detectColumns({ kind: 'warehouse-stock', header: ['Артикул', 'Остаток'], lang: 'ru' }).missing,
    ).toEqual([]);
    expect(detectColumns({ kind: 'shelf-capacities', header: ['Магазин'], lang: 'ru' }).missing).toEqual([
      'Категория',
      'Вместимость',
    ]);
  });
});
