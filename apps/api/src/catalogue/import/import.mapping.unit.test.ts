import { describe, expect, it } from 'vitest';
import { convertMoney, markUp, priceSet } from './import.currency';
import { draftHash, hashtagsOf, mapParams, toDraft } from './import.mapping';
import type { ImportItem } from './import.types';

const item = (over: Partial<ImportItem> = {}): ImportItem => ({
  key: '1',
  line: 3,
  offerId: '1',
  groupKey: null,
  code: 'K-1',
  name: 'Набор',
  description: null,
  categoryKey: '10',
  price: '100.00',
  oldPrice: null,
  cost: null,
  currency: 'RUB',
  quantity: null,
  available: true,
  vendor: null,
  barcode: null,
  weight: null,
  url: null,
  pictures: [],
  params: [],
  tags: [],
  ...over,
});

describe('currencies', () => {
  it('converts with the fixed rates, rounding half up to the cent', () => {
    expect(convertMoney('1290.00', 'RUB', 'EUR')).toBe('13.58');
    expect(convertMoney('1290.00', 'RUB', 'RSD')).toBe('1548.00');
    expect(convertMoney('10.00', 'EUR', 'RUB')).toBe('950.00');
    expect(convertMoney('10.00', 'EUR', 'PLN')).toBe('43.18');
    expect(convertMoney('0.01', 'RUB', 'EUR')).toBe('0.00');
  });

  it('takes retail from the old price, else the price × 1.6', () => {
    expect(markUp('99.99')).toBe('159.98');
    expect(priceSet({ price: '100.00', oldPrice: '150.00', currency: 'RUB' }).RUB).toEqual({
      wholesale: '100.00',
      retail: '150.00',
    });
    expect(priceSet({ price: '100.00', oldPrice: null, currency: 'RUB' }).PLN).toEqual({
      wholesale: '4.55',
      retail: '7.27',
    });
  });
});

describe('params to properties', () => {
  it('recognises the size, premium and special params and transliterates the others', () => {
    const mapped = mapParams(
      item({
        params: [
          { name: 'Количество цветов', value: '24', unit: null },
          { name: 'Размер', value: '40 × 50', unit: 'см' },
          { name: 'Премиум', value: 'да', unit: null },
          { name: 'Особенность', value: 'Светится в темноте', unit: null },
          { name: 'Вес нетто', value: '300', unit: 'г' },
        ],
        barcode: '4600000000000',
      }),
    );
    expect(mapped).toEqual({
      size: '40x50',
      isPremium: true,
      properties: [
        { slug: 'size', value: '40x50' },
        { slug: 'premium', value: '1' },
        { slug: 'special', value: 'Светится в темноте' },
        { slug: 'kolichestvo-cvetov', value: '24' },
        { slug: 'ves-netto', value: '300 г' },
        { slug: 'barcode', value: '4600000000000' },
      ],
    });
  });

  it('keeps a size that is not dimensions as a property only, and reads premium from tags', () => {
    const mapped = mapParams(
      item({ params: [{ name: 'Size', value: 'Large', unit: null }], tags: ['Premium'] }),
    );
    expect(mapped).toMatchObject({ size: null, isPremium: true });
    expect(mapped.properties.slice(0, 2)).toEqual([
      { slug: 'size', value: 'Large' },
      { slug: 'premium', value: '1' },
    ]);
  });

  it('makes hashtags of the tags and the vendor, without repeats ignoring case', () => {
    expect(hashtagsOf({ tags: ['новинка', ' Хит ', 'хит'], vendor: 'Белоснежка' })).toEqual([
      'новинка',
      'Хит',
      'Белоснежка',
    ]);
  });
});

describe('drafts', () => {
  it('rejects a currency we do not price in', () => {
    expect(toDraft(item({ currency: 'USD' }), 'yml:x')).toMatchObject({ code: 'unsupported_currency' });
  });

  it('leaves stock alone for an available offer without a count, 0 for an unavailable one', () => {
    expect(toDraft(item(), 'yml:x')).toMatchObject({ quantity: null, externalKey: 'yml:x:1' });
    expect(toDraft(item({ available: false }), 'yml:x')).toMatchObject({ quantity: 0 });
    expect(toDraft(item({ quantity: 7 }), 'yml:x')).toMatchObject({ quantity: 7 });
  });

  it('hashes what is written, not where it was read', () => {
    const a = toDraft(item(), 'yml:x');
    const b = toDraft(item({ line: 99 }), 'yml:x');
    const c = toDraft(item({ price: '101.00' }), 'yml:x');
    if ('reason' in a || 'reason' in b || 'reason' in c) throw new Error('rejected');
    expect(draftHash(a, 1)).toBe(draftHash(b, 1));
    expect(draftHash(a, 1)).not.toBe(draftHash(c, 1));
    expect(draftHash(a, 1)).not.toBe(draftHash(a, 56));
  });
});
