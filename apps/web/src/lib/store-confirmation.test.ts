import { describe, expect, it } from 'vitest';
import { needsStoreConfirmation } from './store-confirmation';

const rule = (overrides: Partial<Parameters<typeof needsStoreConfirmation>[0]> = {}) =>
  needsStoreConfirmation({
    currentStoreId: 1,
    mainStoreId: 1,
    storesCount: 15,
    cookieSet: false,
    ...overrides,
  });

describe('store confirmation rule (docs/rules.md#spec-4)', () => {
  it('asks in the main store with more than one store and no cookie', () => {
    expect(rule()).toBe(true);
    expect(rule({ storesCount: 2 })).toBe(true);
  });

  it('does not ask once the cookie is set', () => {
    expect(rule({ cookieSet: true })).toBe(false);
  });

  it('does not ask outside the main store', () => {
    expect(rule({ currentStoreId: 102 })).toBe(false);
    expect(rule({ currentStoreId: 1, mainStoreId: 56 })).toBe(false);
  });

  it('does not ask a user with one store', () => {
    expect(rule({ storesCount: 1 })).toBe(false);
    expect(rule({ storesCount: 0 })).toBe(false);
  });

  it('keeps the store unconfirmed while the stores are not known yet', () => {
    expect(rule({ storesCount: null })).toBe(true);
    expect(rule({ storesCount: null, cookieSet: true })).toBe(false);
  });

  it('uses the English main store 56 the same way', () => {
    expect(rule({ currentStoreId: 56, mainStoreId: 56 })).toBe(true);
  });
});
