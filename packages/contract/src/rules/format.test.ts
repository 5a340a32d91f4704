import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

// Intl separates groups and currency with no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate (docs/rules.md#number-formats: default date locale ru)', () => {
  const utc = { dateStyle: 'medium', timeZone: 'UTC' } as const;

  it('formats in Russian by default', () => {
    expect(plain(formatDate(new Date('2024-03-05T10:00:00Z'), undefined, utc))).toBe('5 мар. 2024 г.');
  });

  it('formats day-first in the European English version and in Polish', () => {
    expect(formatDate('2024-03-05T10:00:00Z', 'en', utc)).toBe('5 Mar 2024');
    expect(formatDate(Date.UTC(2024, 2, 5), 'pl', utc)).toBe('5 mar 2024');
  });

  it('takes other Intl options, such as a numeric date', () => {
    expect(formatDate('2024-03-05T10:00:00Z', 'ru', { timeZone: 'UTC' })).toBe('05.03.2024');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'ru')).toBe('');
  });
});
