import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';
import { gramsToKg, parseDecimal, parseMoney, parseQuantity, splitTags, uniqueValues } from './import.values';

describe('parseMoney', () => {
  it('answers 2-decimal strings, rounding half up without float drift', () => {
    expect(parseMoney('1290')).toBe('1290.00');
    expect(parseMoney(' 1 290,5 ')).toBe('1290.50');
    expect(parseMoney('0.5')).toBe('0.50');
    expect(parseMoney('1.005')).toBe('1.01');
    expect(parseMoney('9.994')).toBe('9.99');
    expect(parseMoney('9.995')).toBe('10.00');
  });

  it('answers null for empty, malformed, negative and zero amounts', () => {
    for (const raw of [undefined, '', 'по запросу', '-5', '0', '0.00', '12.3.4', '1e3'])
      expect(parseMoney(raw)).toBeNull();
  });
});

describe('counts, weights and lists', () => {
  it('reads stock counts, clamping negatives and refusing fractions', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('-3')).toBe(0);
    expect(parseQuantity('4.0')).toBe(4);
    expect(parseQuantity('2.5')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });

  it('keeps weights as short decimal strings and converts grams to kilograms', () => {
    expect(parseDecimal('0,350')).toBe('0.35');
    expect(parseDecimal('007')).toBe('7');
    expect(parseDecimal('0')).toBeNull();
    expect(gramsToKg('650')).toBe('0.65');
    expect(gramsToKg('1200')).toBe('1.2');
    expect(gramsToKg('0')).toBeNull();
  });

  it('dedupes values in order and tags ignoring case', () => {
    expect(uniqueValues(['a', ' b ', 'a', '', null, 'A'])).toEqual(['a', 'b', 'A']);
    expect(splitTags('пейзаж, море,Пейзаж,, ')).toEqual(['пейзаж', 'море']);
  });
});

describe('htmlToText', () => {
  it('turns blocks, breaks and list items into lines and drops scripts and styles', () => {
    const html =
      '<h2>Состав</h2><p>Холст,\n  краски<br>и кисти</p><ul><li>24 цвета</li><li>схема</li></ul><style>p{}</style><script>x()</script>';
    expect(htmlToText(html)).toBe('Состав\nХолст, краски\nи кисти\n- 24 цвета\n- схема');
  });

  it('decodes entities, keeps plain text line breaks and answers null for nothing', () => {
    expect(htmlToText('Ёжик&nbsp;&laquo;в&nbsp;тумане&raquo; &amp; друзья')).toBe('Ёжик «в тумане» & друзья');
    expect(htmlToText('строка 1\nстрока 2')).toBe('строка 1\nстрока 2');
    expect(htmlToText('<p> </p><br>')).toBeNull();
    expect(htmlToText(null)).toBeNull();
  });

  it('survives broken markup the way a browser would', () => {
    expect(htmlToText('<p>Набор <b>для <i>вышивки</p> крестом')).toBe('Набор для вышивки\nкрестом');
  });
});
