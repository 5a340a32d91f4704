// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFieldErrors, apiRequest, setApiLocale, setBasketUuidHeader } from './api-client';
import { appConfig } from './app-config';
import { authStorage } from './auth-storage';

describe('apiFieldErrors', () => {
  it('takes the field errors of a 422 answer and nothing from any other failure', () => {
    const errors = { 'delivery.city': ['Город не относится к стране'] };
    expect(apiFieldErrors(new ApiError(422, { message: 'Invalid', errors }))).toEqual(errors);
    expect(apiFieldErrors(new ApiError(500, { message: 'Boom' }))).toEqual({});
    expect(apiFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('default headers (docs/rules.md#default-headers)', () => {
  let fetch: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
  /** The headers of the last call. */
  const sent = () => fetch.mock.calls.at(-1)![1].headers as Record<string, string>;

  beforeEach(() => {
    fetch = vi.fn(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStorage.clear();
    setBasketUuidHeader(null);
    setApiLocale(appConfig.locale);
    appConfig.clientToken = null;
  });

  it('sends Accept and the current locale on every call, a JSON content type only with a body', async () => {
    setApiLocale('en');
    await apiRequest('catalog');
    expect(sent()).toEqual({ Accept: 'application/json', 'X-Localization': 'en' });

    setApiLocale('ru');
    await apiRequest('basket', { method: 'POST', body: { product_id: 1 } });
    expect(sent()).toEqual({
      Accept: 'application/json',
      'X-Localization': 'ru',
      'Content-Type': 'application/json',
    });
    expect(fetch.mock.calls.at(-1)![1].body).toBe('{"product_id":1}');
  });

  it('adds the client token when configured, the basket uuid once known and the bearer token after login', async () => {
    await apiRequest('catalog');
    expect(sent()).not.toHaveProperty('X-Client-Token');
    expect(sent()).not.toHaveProperty('X-Basket-Uuid');
    expect(sent()).not.toHaveProperty('Authorization');

    appConfig.clientToken = 'client-secret';
    setBasketUuidHeader('0b7c3a52-7f4e-4a55-9d0e-2f1f4c1d9a10');
    authStorage.setToken('jwt.token.value');
    await apiRequest('catalog');
    expect(sent()).toMatchObject({
      'X-Client-Token': 'client-secret',
      'X-Basket-Uuid': '0b7c3a52-7f4e-4a55-9d0e-2f1f4c1d9a10',
      Authorization: 'Bearer jwt.token.value',
    });

    authStorage.clear();
    await apiRequest('catalog');
    expect(sent()).not.toHaveProperty('Authorization');
  });
});
