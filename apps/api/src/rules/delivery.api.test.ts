import { ADDRESS_MAX, mergeDelivery } from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createDeliveryLookups } from '../test/factories/profile';
import { createUser } from '../test/factories/users';
import { createTestApp, type TestApp } from '../test/test-app';
import { deliveryErrors, findDeliveryIds } from './delivery';

/** Delivery validation on a real database: the id lookup and the worded field errors. */
let t: TestApp;
let lookups: Awaited<ReturnType<typeof createDeliveryLookups>>;
let userId: number;
let own: number;
let foreign: number;

beforeAll(async () => {
  t = await createTestApp();
  lookups = await createDeliveryLookups({ db: t.db });
  userId = (await createUser({ db: t.db })).user.id;
  own = (await createContact({ db: t.db, userId })).id;
  foreign = (await createContact({ db: t.db, userId: (await createUser({ db: t.db })).user.id })).id;
});
afterAll(() => t?.close());

describe('findDeliveryIds', () => {
  it('finds existing ids, the user’s own contact only, and the city’s country', async () => {
    const { method, service, russia, moscow } = lookups;
    expect(
      await findDeliveryIds(t.db, { userId, method, service, country: russia, city: moscow, contact: own }),
    ).toEqual({
      method: true,
      service: true,
      country: true,
      city: true,
      contact: true,
      city_country_id: russia,
    });
    expect(
      await findDeliveryIds(t.db, {
        userId,
        method: -1,
        service: null,
        country: -1,
        city: -1,
        contact: foreign,
      }),
    ).toEqual({
      method: false,
      service: true,
      country: false,
      city: false,
      contact: false,
      city_country_id: null,
    });
  });
});

describe('deliveryErrors', () => {
  it('answers {} for valid data and for no data at all', async () => {
    const { method, service, serbia, belgrade } = lookups;
    const valid = mergeDelivery({
      method,
      service,
      country: serbia,
      city: belgrade,
      contact: own,
      address: 'Knez',
    });
    expect(await deliveryErrors({ db: t.db, userId, delivery: valid, lang: 'ru' })).toEqual({});
    expect(await deliveryErrors({ db: t.db, userId, delivery: mergeDelivery({}), lang: 'en' })).toEqual({});
  });

  it('words every problem in the request’s language, by field', async () => {
    const delivery = mergeDelivery({
      country: lookups.russia,
      city: lookups.belgrade,
      contact: foreign,
      address: 'x'.repeat(ADDRESS_MAX + 1),
    });
    expect(await deliveryErrors({ db: t.db, userId, delivery, lang: 'en' })).toEqual({
      address: [`The address may have at most ${ADDRESS_MAX} characters (now ${ADDRESS_MAX + 1})`],
      city: ['The city is not in the chosen country'],
      contact: ['Choose one of your own contact persons'],
    });
    expect(
      await deliveryErrors({ db: t.db, userId, delivery: mergeDelivery({ method: -1 }), lang: 'ru' }),
    ).toEqual({
      method: ['Нет такого способа доставки'],
    });
  });
});
