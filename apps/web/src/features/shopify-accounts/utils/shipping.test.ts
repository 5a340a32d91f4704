import { describe, expect, it } from 'vitest';
import { shippingLine, splitLines } from './shipping';

describe('shop order shipping', () => {
  it('joins the address parts that are there', () => {
    expect(
      shippingLine({
        name: 'Jane Roe',
        phone: '',
        address1: '12 High St',
        address2: ' ',
        city: 'Leeds',
        zip: 'LS1 4AP',
        province: '',
        country_code: 'GB',
      }),
    ).toBe('12 High St, LS1 4AP Leeds, GB');
  });

  it('tells our lines from the others', () => {
    const line = { sku: 'X', title: 'X', quantity: 1, price: '1.00' };
    const { ours, foreign } = splitLines({
      lines: [
        { ...line, product_code: 'AM-1' },
        { ...line, sku: 'OTHER', product_code: null },
      ],
    });
    expect(ours.map((l) => l.product_code)).toEqual(['AM-1']);
    expect(foreign.map((l) => l.sku)).toEqual(['OTHER']);
  });
});
