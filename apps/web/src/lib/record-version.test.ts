// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rebaseValues } from './record-version';

/** docs/rules.md#record-versions: what a form shows after someone else saved the record. */
describe('rebaseValues', () => {
  it('shows the current values, keeps the edits of fields the other person left alone, and lists theirs', () => {
    const loaded = { name: 'A', city: 'Тверь', phone: '1', note: '' };
    const current = { name: 'A', city: 'Тула', phone: '2', note: '' };
    const values = { name: 'B', city: 'Тверь', phone: '3', note: '' };
    expect(rebaseValues({ values, loaded, current })).toEqual({
      values: { name: 'B', city: 'Тула', phone: '2', note: '' },
      changed: ['city', 'phone'],
    });
  });
});
