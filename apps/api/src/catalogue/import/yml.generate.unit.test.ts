import { describe, expect, it } from 'vitest';
import { categoryOrderViolations, collect } from './test-helpers';
import { generateYmlFeed } from './yml.generate';
import { parseYml } from './yml.parser';

async function bytesOf(options: Parameters<typeof generateYmlFeed>[0]) {
  const chunks: Buffer[] = [];
  for await (const chunk of generateYmlFeed(options)) chunks.push(chunk as Buffer);
  return { chunks: chunks.length, bytes: Buffer.concat(chunks) };
}

describe('generateYmlFeed', () => {
  it('streams a feed in many chunks whose offers all parse without problems', async () => {
    const { chunks } = await bytesOf({ offers: 300, seed: 42, batch: 30 });
    expect(chunks).toBeGreaterThanOrEqual(10);
    const { items, problems, categories, events } = await collect(
      parseYml(generateYmlFeed({ offers: 300, seed: 42 })),
    );
    expect(problems).toEqual([]);
    expect(items).toHaveLength(300);
    expect(categories).toHaveLength(24);
    expect(categoryOrderViolations(events)).toEqual([]);
    expect(new Set(items.map((i) => i.code)).size).toBe(300);
    // Realistic variety: both offer types, missing vendorCodes, repeated pictures removed, groups.
    expect(items.some((i) => i.code === i.key)).toBe(true);
    expect(items.some((i) => i.groupKey !== null)).toBe(true);
    expect(items.some((i) => i.description?.includes('\n- '))).toBe(true);
    expect(items.every((i) => new Set(i.pictures).size === i.pictures.length)).toBe(true);
  });

  it('gives the same bytes for the same seed and others for another seed', async () => {
    const a = await bytesOf({ offers: 50, seed: 7 });
    const b = await bytesOf({ offers: 50, seed: 7 });
    const c = await bytesOf({ offers: 50, seed: 8 });
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect(a.bytes.equals(c.bytes)).toBe(false);
  });

  it('writes windows-1251 that parses to the same items as UTF-8', async () => {
    const utf8 = await collect(parseYml(generateYmlFeed({ offers: 100, seed: 5 })));
    const cp1251 = await collect(
      parseYml(generateYmlFeed({ offers: 100, seed: 5, encoding: 'windows-1251' })),
    );
    expect(cp1251.items).toEqual(utf8.items);
  });
});
