import { describe, expect, it } from 'vitest';
import { requestView, type ViewSource } from './request-view';

const user = (over: Partial<ViewSource> = {}): ViewSource => ({
  groups: ['manager'],
  viewLocale: 'en',
  currentStoreId: 1,
  currentStoreVersion: 'ru',
  ...over,
});

describe('requestView (docs/rules.md#version-switch)', () => {
  it("serves a manager's or admin's view: its version, its locale without a header, the store of that version only", () => {
    expect(requestView({ hostVersion: 'ru', headerLocale: null, user: user() })).toEqual({
      version: 'en',
      locale: 'en',
      viewLocale: 'en',
      currentStoreId: null,
    });
    const admin = user({
      groups: ['admin'],
      viewLocale: 'rs',
      currentStoreId: 56,
      currentStoreVersion: 'en',
    });
    expect(requestView({ hostVersion: 'ru', headerLocale: null, user: admin })).toEqual({
      version: 'en',
      locale: 'rs',
      viewLocale: 'rs',
      currentStoreId: 56,
    });
    expect(
      requestView({ hostVersion: 'en', headerLocale: 'ru', user: user({ viewLocale: 'ru' }) }),
    ).toMatchObject({
      version: 'ru',
      locale: 'ru',
      currentStoreId: 1,
    });
  });

  it('ignores a view on any other user, an unknown stored value, and anonymous requests', () => {
    const customer = user({ groups: ['warehouse'] });
    expect(requestView({ hostVersion: 'ru', headerLocale: 'pl', user: customer })).toEqual({
      version: 'ru',
      locale: 'pl',
      viewLocale: null,
      currentStoreId: 1,
    });
    expect(
      requestView({ hostVersion: 'ru', headerLocale: null, user: user({ viewLocale: 'de' }) }),
    ).toMatchObject({
      version: 'ru',
      viewLocale: null,
    });
    expect(requestView({ hostVersion: 'en', headerLocale: null, user: null })).toEqual({
      version: 'en',
      locale: 'en',
      viewLocale: null,
      currentStoreId: null,
    });
  });
});
