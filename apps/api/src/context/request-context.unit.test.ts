import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { createRequestContext, storeCurrency, viewScope } from './request-context';

const signedIn = (over: { groups?: string[]; currentStoreId?: number | null; discount?: number } = {}) => ({
  id: 7,
  uuid: 'u-7',
  groups: over.groups ?? ['warehouse'],
  currentStoreId: over.currentStoreId === undefined ? 1001 : over.currentStoreId,
  discount: over.discount ?? 5,
  jti: 'j',
  exp: 1,
});

describe('createRequestContext', () => {
  it('gives a signed-in user their stores, discount and role predicates', () => {
    const ctx = createRequestContext({ version: 'ru', locale: 'ru', lang: 'ru', signedIn: signedIn() });
    expect(ctx.requireUser().id).toBe(7);
    expect(ctx).toMatchObject({
      currentStoreId: 1001,
      basketStoreId: 1001,
      mainStoreId: 1,
      defaultCurrency: 'RUB',
      discount: 5,
      seesWholesale: true,
      isWarehouseLevel: true,
      mayOrder: true,
      isManager: false,
      isAdmin: false,
    });
  });

  it("falls back to the version's main store without a current store", () => {
    const ctx = createRequestContext({
      version: 'en',
      locale: 'pl',
      lang: 'en',
      signedIn: signedIn({ groups: [], currentStoreId: null }),
    });
    expect(ctx).toMatchObject({
      currentStoreId: null,
      basketStoreId: 56,
      mainStoreId: 56,
      defaultCurrency: 'EUR',
    });
    expect(ctx.seesWholesale).toBe(false);
    expect(viewScope(ctx)).toMatchObject({ userId: 7, storeId: 56, currentStoreId: null, lang: 'en' });
  });

  it('answers 401 to requireUser when anonymous, with no rights and no discount', () => {
    const ctx = createRequestContext({ version: 'ru', locale: 'en', lang: 'en', signedIn: null });
    expect(() => ctx.requireUser()).toThrow(AppError);
    expect(ctx).toMatchObject({ user: null, isWarehouseLevel: false, discount: 0, basketStoreId: 1 });
  });
});

describe('storeCurrency', () => {
  it("keeps a known currency and gives the version's default otherwise", () => {
    expect(storeCurrency('PLN', 'en')).toBe('PLN');
    expect(storeCurrency(undefined, 'en')).toBe('EUR');
    expect(storeCurrency('XXX', 'ru')).toBe('RUB');
  });
});
