import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../locales';
import { defineMessages, message } from './messages';

/** A key without its plural suffix: the plural forms differ by language (ru one/few/many, en one/other). */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) =>
  [...text.matchAll(/\{\w+\}/g)].map(([placeholder]) => placeholder).sort();

/** Per namespace: each base key with the placeholders of its texts. */
function shape(texts: Record<string, string>) {
  const keys: Record<string, string[]> = {};
  for (const [key, text] of Object.entries(texts))
    keys[baseKey(key)] = [...new Set([...(keys[baseKey(key)] ?? []), ...placeholders(text)])].sort();
  return keys;
}

describe('server messages (locales/<ru|en>/<namespace>.json)', () => {
  it('has the same namespaces, keys and placeholders in Russian and English', () => {
    expect(Object.keys(RESOURCES.en).sort()).toEqual(Object.keys(RESOURCES.ru).sort());
    for (const [ns, ru] of Object.entries(RESOURCES.ru)) {
      const en: Record<string, string> = RESOURCES.en[ns as keyof typeof RESOURCES.en];
      expect({ ns, ...shape(en) }).toEqual({ ns, ...shape(ru) });
    }
  });

  it('fills placeholders, leaves a missing one as written, and picks plural forms', () => {
    expect(message('ru', 'rateLimited', { seconds: 30 })).toBe(
      'Слишком много запросов. Повторите через 30 с',
    );
    expect(message('en', 'unknownProduct', { id: 7 })).toBe('Product #7 is not in the catalogue');
    expect(message('en', 'unknownProduct')).toBe('Product #{id} is not in the catalogue');
    const lines = defineMessages('auto-orders');
    expect([1, 3, 5, 21].map((count) => lines('ru', 'lines', { count }))).toEqual([
      'позиция',
      'позиции',
      'позиций',
      'позиция',
    ]);
    expect([1, 3].map((count) => lines('en', 'lines', { count }))).toEqual(['line', 'lines']);
  });
});
