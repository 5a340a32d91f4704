import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from './chunk-reload';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

describe('chunk-reload guard (docs/rules.md#page-loading)', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimChunkReload({ now: 1_000_000, storage })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses a second reload within 60 s', () => {
    const storage = memoryStorage();
    claimChunkReload({ now: 1_000_000, storage });
    expect(claimChunkReload({ now: 1_059_999, storage })).toBe(false);
  });

  it('allows a reload again once 60 s have passed', () => {
    const storage = memoryStorage();
    claimChunkReload({ now: 1_000_000, storage });
    expect(claimChunkReload({ now: 1_060_000, storage })).toBe(true);
  });

  it('ignores a garbage or future timestamp instead of blocking reloads forever', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, 'not a number');
    expect(claimChunkReload({ now: 5_000, storage })).toBe(true);
    storage.setItem(CHUNK_RELOAD_KEY, String(10_000_000));
    expect(claimChunkReload({ now: 5_000, storage })).toBe(true);
  });

  it('recognises the browsers’ chunk-load messages and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
