import { describe, expect, it } from 'vitest';
import { readText, SLAB_BYTES, writeTexts } from './text-arena';

describe('the text arena (docs/rules.md#snapshot-memory)', () => {
  it('gives back each text as written, Cyrillic and typographic quotes included, in UTF-8 bytes', () => {
    const texts = ['{"id":7,', '"name":"Закат «над» морем",', '"name":"Sunset “over” the sea",', ''];
    const { slab, cuts } = writeTexts(texts);
    expect(cuts).toHaveLength(texts.length + 1);
    expect(texts.map((_, i) => readText(slab, cuts[i]!, cuts[i + 1]!))).toEqual(texts);
    expect(cuts[4]! - cuts[0]!).toBe(Buffer.byteLength(texts.join('')));
  });

  it('never writes over an earlier record, across slabs, and gives a longer record a slab of its own', () => {
    const records = Array.from({ length: 3000 }, (_, i) => [
      `{"id":${i},`,
      `"описание ${i}":"${'ж'.repeat(i % 400)}"`,
    ]);
    const written = records.map((texts) => ({ texts, at: writeTexts(texts) }));
    const huge = 'я'.repeat(SLAB_BYTES);
    const own = writeTexts([huge]);
    expect(readText(own.slab, own.cuts[0]!, own.cuts[1]!)).toBe(huge);
    expect(new Set(written.map((w) => w.at.slab)).size).toBeGreaterThan(1);
    for (const { texts, at } of written)
      expect(texts.map((_, i) => readText(at.slab, at.cuts[i]!, at.cuts[i + 1]!))).toEqual(texts);
  });
});
