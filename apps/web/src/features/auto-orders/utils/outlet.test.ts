import { MAIN_STORE_ID } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { inOrderingOutlet } from './outlet';

const inStore = (id: number, is_retail: boolean) =>
  makeUser({ current_store: { ...makeUser().current_store, id, is_retail } });

describe('inOrderingOutlet (docs/rules.md#main-store-users)', () => {
  it.each([
    ['ru', MAIN_STORE_ID.ru],
    ['en', MAIN_STORE_ID.en],
  ])('is false in the %s version’s main store (%i), even if it were marked retail', (_, mainStoreId) => {
    expect(inOrderingOutlet(inStore(mainStoreId, false), mainStoreId)).toBe(false);
    expect(inOrderingOutlet(inStore(mainStoreId, true), mainStoreId)).toBe(false);
  });

  it('is true in a retail outlet of either version', () => {
    expect(inOrderingOutlet(inStore(7, true), MAIN_STORE_ID.ru)).toBe(true);
    expect(inOrderingOutlet(inStore(7, true), MAIN_STORE_ID.en)).toBe(true);
  });

  it('is false in a store that is not a retail outlet, and for a guest', () => {
    expect(inOrderingOutlet(inStore(7, false), MAIN_STORE_ID.ru)).toBe(false);
    expect(inOrderingOutlet(null, MAIN_STORE_ID.ru)).toBe(false);
  });
});
