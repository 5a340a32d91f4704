import { describe, expect, it } from 'vitest';
import { cleanStoreName, rankingLabel, storeOccupancyKey, truncateStoreName } from './stores';

describe('cleanStoreName', () => {
  it('strips tags and decodes common entities', () => {
    expect(cleanStoreName('<b>Шоп</b>&nbsp;&amp;&nbsp;Ко')).toBe('Шоп & Ко');
    expect(cleanStoreName('<p class="x">Hobby</p><br/>World')).toBe('Hobby World');
  });

  it('decodes decimal and hexadecimal numeric entities', () => {
    expect(cleanStoreName('&#171;Радуга&#xBB;')).toBe('«Радуга»');
  });

  it('drops script and style blocks with their content and HTML comments', () => {
    expect(cleanStoreName('Outlet<script>alert(1)</script> <style>p{}</style>7<!-- old -->')).toBe(
      'Outlet 7',
    );
  });

  it('keeps encoded angle brackets as visible text instead of treating them as tags', () => {
    expect(cleanStoreName('A &lt;b&gt; B')).toBe('A <b> B');
  });

  it('removes unknown named entities and control-character references', () => {
    expect(cleanStoreName('Shop&bogus; X&#0;Y')).toBe('Shop XY');
  });

  it('collapses whitespace and trims', () => {
    expect(cleanStoreName('  Магазин \n\t на   Тверской  ')).toBe('Магазин на Тверской');
  });

  it('drops an unterminated tag at the end', () => {
    expect(cleanStoreName('Shop <b')).toBe('Shop');
  });

  it('leaves plain names and a lone ampersand untouched', () => {
    expect(cleanStoreName('Arts & Crafts 12')).toBe('Arts & Crafts 12');
  });
});

describe('truncateStoreName', () => {
  it('keeps names of at most 15 characters as they are', () => {
    expect(truncateStoreName('Магазин Тверь 1')).toBe('Магазин Тверь 1');
  });

  it('cuts longer names to 15 characters followed by an ellipsis', () => {
    expect(truncateStoreName('Магазин на Тверской улице')).toBe('Магазин на Твер…');
  });

  it('drops a trailing space before the ellipsis', () => {
    expect(truncateStoreName('Hobby World 12345 Long')).toBe('Hobby World 123…');
    expect(truncateStoreName('Fourteen chars X tail')).toBe('Fourteen chars…');
  });

  it('counts characters outside the basic plane as one', () => {
    expect(truncateStoreName('🎨'.repeat(16))).toBe(`${'🎨'.repeat(15)}…`);
  });
});

describe('rankingLabel', () => {
  it('shows the place among the ranked outlets in Russian and English', () => {
    expect(rankingLabel({ number: 3, outlets_count: 31 }, true, 'ru')).toBe('3 из 31');
    expect(rankingLabel({ number: 3, outlets_count: 31 }, true, 'en')).toBe('3 of 31');
  });

  it('says the outlet is not ranked when it has no place', () => {
    expect(rankingLabel({ number: null, outlets_count: 31 }, true, 'ru')).toBe('не в рейтинге');
    expect(rankingLabel({ number: null, outlets_count: 31 }, true, 'en')).toBe('not ranked');
  });

  it('hides the place behind a question mark without ranking access', () => {
    expect(rankingLabel({ number: 3, outlets_count: 31 }, false, 'ru')).toBe('? из 31');
    expect(rankingLabel({ number: null, outlets_count: 31 }, false, 'en')).toBe('? of 31');
  });

  it('uses English words for the pl and rs locales', () => {
    expect(rankingLabel({ number: 1, outlets_count: 2 }, true, 'pl')).toBe('1 of 2');
  });

  it('gives no label for a store that is not a retail outlet', () => {
    expect(rankingLabel(null, true, 'ru')).toBeNull();
  });
});

describe('storeOccupancyKey', () => {
  it('joins category, size and premium flag, writing a missing size as null', () => {
    expect(storeOccupancyKey({ product_category_id: 12, size: '40x50', is_premium: true })).toBe(
      '12:40x50:true',
    );
    expect(storeOccupancyKey({ product_category_id: 7, size: null, is_premium: false })).toBe('7:null:false');
  });
});
