import { ContactResponse, DeliveryLookupsResponse, ProfileResponse } from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createContact, createDeliveryLookups, profileRow, saveProfile } from '../../test/factories/profile';
import { createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The profile calls of docs/rules.md#calls through HTTP (docs/rules.md#profile, Contact person, Delivery lookups; docs/rules.md#spec-5). */
let t: TestApp;
let lookups: Awaited<ReturnType<typeof createDeliveryLookups>>;

beforeAll(async () => {
  t = await createTestApp();
  lookups = await createDeliveryLookups({ db: t.db });
});
afterAll(() => t?.close());

async function user(options: { groups?: string[]; email?: string } = {}) {
  const { user } = await createUser({
    db: t.db,
    groups: options.groups ?? ['warehouse'],
    fullname: 'Смирнова Ольга',
    email: options.email,
  });
  return { id: user.id, uuid: user.uuid, email: user.email, token: await t.app.tokens.sign(user.id) };
}

const profile = (token: string, uuid: string) => t.call('GET', `/api/v0/profile/${uuid}`, { token });
const patch = (token: string, uuid: string, body: unknown) =>
  t.call('PATCH', `/api/v0/profile/${uuid}`, { token, body });
const addContact = (token: string, uuid: string, body: unknown, version?: 'ru' | 'en') =>
  t.call('POST', `/api/v0/profile/${uuid}/contact-face`, { token, body, version });

describe('GET and PATCH profile/{uuid}', () => {
  it('answers the own personal data with contacts and the delivery data', async () => {
    const me = await user();
    await saveProfile({
      db: t.db,
      userId: me.id,
      company: 'ООО «Ромашка»',
      inn: '7701234567',
      phone: '+7 900',
    });
    const contact = await createContact({ db: t.db, userId: me.id, fullName: 'Петров Пётр' });
    const res = await profile(me.token, me.uuid);
    expect(res.status).toBe(200);
    expect(ProfileResponse.parse(res.body)).toEqual({
      personal: {
        fullname: 'Смирнова Ольга',
        email: me.email,
        phone: '+7 900',
        company: 'ООО «Ромашка»',
        inn: '7701234567',
        legal_address: null,
        contacts: [
          {
            id: contact.id,
            full_name: 'Петров Пётр',
            position: null,
            phone: contact.phone,
            email: null,
            comment: null,
          },
        ],
        counterparty: null,
      },
      delivery: {
        comment: null,
        method: null,
        country: null,
        city: null,
        service: null,
        address: null,
        contact: null,
      },
      order_status_emails: true,
      reorder_reminder_days: null,
      reorder_reminder_emails: false,
    });
  });

  it("answers 403 for another user's profile, which staff may read but not change", async () => {
    const me = await user();
    const other = await user();
    expect((await profile(me.token, other.uuid)).status).toBe(403);
    expect((await patch(me.token, other.uuid, { personal: { phone: '1' } })).status).toBe(403);
    expect((await addContact(me.token, other.uuid, { full_name: 'X', phone: '1' })).status).toBe(403);
    const manager = await user({ groups: ['manager'] });
    expect((await profile(manager.token, other.uuid)).status).toBe(200);
    expect((await patch(manager.token, other.uuid, { personal: { phone: '1' } })).status).toBe(403);
    expect((await profile(manager.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await profile(me.token, 'nope')).status).toBe(400);
    expect((await t.call('GET', `/api/v0/profile/${me.uuid}`)).status).toBe(401);
  });

  it('saves personal and delivery data, keeping the fields the request leaves out', async () => {
    const me = await user();
    const contact = await createContact({ db: t.db, userId: me.id });
    const delivery = {
      comment: 'Въезд со двора',
      method: lookups.method,
      country: lookups.russia,
      city: lookups.moscow,
      service: lookups.service,
      address: 'ул. Тверская, 1',
      contact: contact.id,
    };
    const res = await patch(me.token, me.uuid, {
      personal: { company: ' ООО «Лютик» ', inn: '7701234567', legal_address: 'г. Москва', phone: '+7 901' },
      delivery,
    });
    expect(res.status).toBe(200);
    expect(res.body.personal).toMatchObject({ company: 'ООО «Лютик»', inn: '7701234567', phone: '+7 901' });
    expect(res.body.delivery).toEqual(delivery);
    const partial = await patch(me.token, me.uuid, { delivery: { comment: '' }, personal: { phone: null } });
    expect(partial.body.delivery).toEqual({ ...delivery, comment: null });
    expect(partial.body.personal).toMatchObject({ company: 'ООО «Лютик»', phone: null });
    expect((await profile(me.token, me.uuid)).body).toEqual(partial.body);
  });

  it('keeps the delivery data per version: the English one beside the Russian one, each answered on its own address', async () => {
    const me = await user();
    const russian = await createContact({ db: t.db, userId: me.id, fullName: 'Петров Пётр' });
    const european = await createContact({ db: t.db, userId: me.id, fullName: 'Anna Weber' });
    const ru = { comment: 'Въезд со двора', address: 'г. Тверь, ул. Советская, 5', contact: russian.id };
    const en = { comment: 'Call an hour ahead', address: '12 Market Street, Riga', contact: european.id };
    expect((await patch(me.token, me.uuid, { delivery: ru })).status).toBe(200);
    const saved = await t.call('PATCH', `/api/v0/profile/${me.uuid}`, {
      token: me.token,
      body: { delivery: en, personal: { phone: '+371 2000 0000' } },
      version: 'en',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.delivery).toMatchObject(en);
    // The Russian version still prefills its own; the personal data is one for both.
    const inRussian = (await profile(me.token, me.uuid)).body;
    expect(inRussian.delivery).toMatchObject(ru);
    expect(inRussian.personal.phone).toBe('+371 2000 0000');
    const inEnglish = await t.call('GET', `/api/v0/profile/${me.uuid}`, { token: me.token, version: 'en' });
    expect(inEnglish.body.delivery).toMatchObject(en);
  });

  it("shows the counterparty's requisites, which its user cannot change through the profile", async () => {
    const me = await user();
    await saveProfile({ db: t.db, userId: me.id, company: 'Своё', inn: '500100732259' });
    await createCounterpartyRow({
      db: t.db,
      users: [me.id],
      legalName: 'ООО «Палитра»',
      extra: { legalAddress: 'г. Москва, ул. Вавилова, 19' },
    });
    const res = await patch(me.token, me.uuid, {
      personal: { company: 'Другое', inn: '7736207543', legal_address: 'г. Тула', phone: '+7 902' },
    });
    expect(res.status).toBe(200);
    expect(res.body.personal).toMatchObject({
      company: 'Своё',
      inn: '500100732259',
      legal_address: null,
      phone: '+7 902',
      counterparty: {
        legal_name: 'ООО «Палитра»',
        inn: '7707083893',
        kpp: '773601001',
        vat_id: null,
        legal_address: 'г. Москва, ул. Вавилова, 19',
      },
    });
  });

  it('answers 422 with the failing fields and changes nothing', async () => {
    const me = await user();
    const taken = await user({ email: `taken-${Date.now()}@example.test` });
    const stranger = await user();
    const theirContact = await createContact({ db: t.db, userId: stranger.id });
    await saveProfile({ db: t.db, userId: me.id, company: 'Было' });
    const before = await profileRow(t.db, me.id);
    const res = await patch(me.token, me.uuid, {
      personal: { fullname: ' ', email: taken.email!.toUpperCase(), company: 'Стало' },
      delivery: {
        address: 'a'.repeat(256),
        method: 999_999,
        country: lookups.serbia,
        city: lookups.moscow,
        contact: theirContact.id,
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'address',
      'city',
      'contact',
      'email',
      'fullname',
      'method',
    ]);
    expect(res.body.errors.city).toEqual(['Город не в выбранной стране']);
    expect(await profileRow(t.db, me.id)).toEqual(before);
    const bad = await patch(me.token, me.uuid, { personal: { email: 'not-an-email' } });
    expect(bad.body.errors.email).toEqual(['Неверный адрес электронной почты']);
  });
});

describe('POST profile/{uuid}/contact-face', () => {
  it('adds a contact person to the own profile', async () => {
    const me = await user();
    const body = {
      full_name: 'Кузнецова Анна',
      position: 'Кладовщик',
      phone: '+7 902',
      email: 'anna@example.test',
      comment: '',
    };
    const res = await addContact(me.token, me.uuid, body);
    expect(res.status).toBe(201);
    const created = ContactResponse.parse(res.body);
    expect(created.data).toMatchObject({ ...body, comment: null });
    expect(created.message).toBe('Контактное лицо «Кузнецова Анна» добавлено');
    expect((await profile(me.token, me.uuid)).body.personal.contacts).toEqual([created.data]);
  });

  it('answers 422 with errors.full_name and errors.phone when empty, and errors.email when invalid', async () => {
    const me = await user();
    const empty = await addContact(me.token, me.uuid, { full_name: '  ', position: 'Директор', email: 'x@' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      full_name: ['Заполните поле «ФИО»'],
      phone: ['Заполните поле «Телефон»'],
      email: ['Неверный адрес электронной почты'],
    });
    expect(empty.body.message).toContain('Заполните поле «ФИО»');
    const english = await addContact(me.token, me.uuid, { phone: '1' }, 'en');
    expect(english.body.errors).toEqual({ full_name: ['Please fill in "Full name"'] });
    expect((await profile(me.token, me.uuid)).body.personal.contacts).toEqual([]);
  });
});

describe('GET profile/delivery', () => {
  it('lists services, methods, countries and cities in the request language', async () => {
    const me = await user();
    const ru = await t.call('GET', '/api/v0/profile/delivery', { token: me.token });
    expect(ru.status).toBe(200);
    const lists = DeliveryLookupsResponse.parse(ru.body);
    expect(lists.methods).toContainEqual({
      id: lookups.method,
      name: `Самовывоз ${lookups.key}`,
      needs_service: false,
    });
    expect(lists.services).toContainEqual({ id: lookups.service, name: `СДЭК ${lookups.key}` });
    expect(lists.countries).toContainEqual({ id: lookups.russia, name: `Россия ${lookups.key}` });
    expect(lists.cities).toContainEqual({
      id: lookups.moscow,
      name: `Москва ${lookups.key}`,
      country_id: lookups.russia,
    });
    const en = await t.call('GET', '/api/v0/profile/delivery', { token: me.token, version: 'en' });
    expect(en.body.cities).toContainEqual({
      id: lookups.belgrade,
      name: `Belgrade ${lookups.key}`,
      country_id: lookups.serbia,
    });
    expect(en.body.methods).toContainEqual({
      id: lookups.method,
      name: `Pickup ${lookups.key}`,
      needs_service: false,
    });
    expect((await t.call('GET', '/api/v0/profile/delivery')).status).toBe(401);
  });
});
