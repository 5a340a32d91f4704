import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, fromMinor, toMinor } from './money';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatMoney (docs/rules.md#number-formats)', () => {
  it('writes roubles the Russian way with the ₽ symbol and two decimals', () => {
    expect(plain(formatMoney('1234.5', 'RUB', 'ru'))).toBe('1 234,50 ₽');
  });

  it('writes euros in the English version with the € symbol', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
  });

  it('keeps the ₽ symbol in English instead of the ISO code', () => {
    expect(formatMoney('1007', 'RUB', 'en')).toBe('₽1,007.00');
  });

  it('formats zlotys and dinars in the Polish and Serbian locales', () => {
    expect(plain(formatMoney('10', 'PLN', 'pl'))).toBe('10,00 zł');
    expect(plain(formatMoney('10', 'RSD', 'rs'))).toMatch(/^10,00 (RSD|дин\.)$/);
  });
});

describe('minor units', () => {
  it('round-trips decimal strings without float drift', () => {
    expect(toMinor('0.1') + toMinor('0.2')).toBe(30);
    expect(fromMinor(toMinor('19.99') * 3)).toBe('59.97');
  });

  it('formats plain numbers per locale', () => {
    expect(plain(formatNumber(12345, 'ru'))).toBe('12 345');
    expect(formatNumber(12345, 'en')).toBe('12,345');
  });
});
