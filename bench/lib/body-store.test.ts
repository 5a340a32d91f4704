import { describe, expect, it } from 'vitest';
import { BodyStore } from './body-store';

describe('BodyStore (the live run keeps each distinct body once)', () => {
  it('answers the last index of a key for an equal body, and keeps a changed one', () => {
    const store = new BodyStore();
    const first = store.add('shop /a', Buffer.from('{"v":1}'));
    expect(store.add('shop /a', Buffer.from('{"v":1}'))).toBe(first);
    const changed = store.add('shop /a', Buffer.from('{"v":2}'));
    expect(changed).not.toBe(first);
    expect(store.get(first).toString()).toBe('{"v":1}');
    expect(store.get(changed).toString()).toBe('{"v":2}');
    // Compared with the last body of its key only: the first value again is kept again.
    expect(store.add('shop /a', Buffer.from('{"v":1}'))).toBe(changed + 1);
  });

  it('keeps each key apart', () => {
    const store = new BodyStore();
    const shop = store.add('shop /a', Buffer.from('x'));
    expect(store.add('franchise /a', Buffer.from('x'))).not.toBe(shop);
  });
});
