import { insertStores } from '../../outlets/stores';
import type { Executor } from '../client';
import { insertRows } from './bulk';
import { CITIES, COUNTRIES, DELIVERY_METHODS, DELIVERY_SERVICES, UPDATE_LOG } from './data/lookups';
import { GROUPS, type People } from './people';
import { buildProfiles } from './profiles';

const DAY_MS = 86_400_000;

/**
 * Groups, counterparties, stores, users (one shared password hash) and ownership, lookups, profiles,
 * what's new.
 */
export async function writePeople(db: Executor, people: People, passwordHash: string, today: Date) {
  await insertRows(
    db,
    'groups',
    { id: 'int4', name: 'text' },
    GROUPS.map((name, i) => ({ id: i + 1, name })),
  );
  const { profiles, deliveries, contacts, counterparties } = buildProfiles(people);
  await insertRows(
    db,
    'counterparties',
    {
      id: 'int4',
      legal_name: 'text',
      inn: 'text',
      kpp: 'text',
      vat_id: 'text',
      legal_address: 'text',
      bank_name: 'text',
      bank_bic: 'text',
      bank_account: 'text',
      correspondent_account: 'text',
      contact_name: 'text',
      contact_email: 'text',
      contact_phone: 'text',
      version: 'text',
      discount: 'numeric',
    },
    counterparties,
  );
  // Customer n (in people.customerIds order) buys for counterparty n and owns its retail outlets.
  const counterpartyOf = new Map(people.customerIds.map((userId, i) => [userId, i + 1]));
  const outletOwner = new Map<number, number>();
  for (const us of people.userStores) {
    const store = people.stores.find((s) => s.id === us.store_id);
    const counterparty = counterpartyOf.get(us.user_id);
    if (store?.is_retail && counterparty) outletOwner.set(us.store_id, counterparty);
  }
  await insertStores(
    db,
    people.stores.map((s) => ({ ...s, counterparty_id: outletOwner.get(s.id) ?? null })),
  );
  await insertRows(
    db,
    'users',
    {
      id: 'int4',
      uuid: 'uuid',
      username: 'text',
      email: 'text',
      fullname: 'text',
      password_hash: 'text',
      locale: 'text',
      discount: 'numeric',
      current_store_id: 'int4',
      counterparty_id: 'int4',
    },
    people.users.map((u) => ({
      ...u,
      password_hash: passwordHash,
      counterparty_id: counterpartyOf.get(u.id) ?? null,
    })),
  );
  await insertRows(db, 'user_groups', { user_id: 'int4', group_id: 'int4' }, people.userGroups);
  await insertRows(db, 'user_stores', { user_id: 'int4', store_id: 'int4' }, people.userStores);

  const named = (rows: readonly { id: number; ru: string; en: string }[]) =>
    rows.map((r) => ({ id: r.id, name_ru: r.ru, name_en: r.en }));
  const lookup = { id: 'int4', name_ru: 'text', name_en: 'text' } as const;
  await insertRows(
    db,
    'delivery_methods',
    { ...lookup, needs_service: 'bool' },
    DELIVERY_METHODS.map((m) => ({ id: m.id, name_ru: m.ru, name_en: m.en, needs_service: m.needsService })),
  );
  await insertRows(db, 'delivery_services', lookup, named(DELIVERY_SERVICES));
  await insertRows(db, 'countries', lookup, named(COUNTRIES));
  await insertRows(
    db,
    'cities',
    { ...lookup, country_id: 'int4' },
    CITIES.map((c) => ({ id: c.id, country_id: c.countryId, name_ru: c.ru, name_en: c.en })),
  );

  await insertRows(
    db,
    'contacts',
    {
      id: 'int4',
      user_id: 'int4',
      full_name: 'text',
      position: 'text',
      phone: 'text',
      email: 'text',
      comment: 'text',
    },
    contacts,
  );
  await insertRows(
    db,
    'profiles',
    {
      user_id: 'int4',
      phone: 'text',
      company: 'text',
      inn: 'text',
      legal_address: 'text',
    },
    profiles,
  );
  await insertRows(
    db,
    'profile_deliveries',
    {
      user_id: 'int4',
      version: 'text',
      comment: 'text',
      method_id: 'int4',
      country_id: 'int4',
      city_id: 'int4',
      service_id: 'int4',
      address: 'text',
      contact_id: 'int4',
    },
    deliveries,
  );

  await insertRows(
    db,
    'update_log_records',
    {
      id: 'int4',
      content_ru: 'text',
      content_en: 'text',
      is_major: 'bool',
      only_franchising: 'bool',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    UPDATE_LOG.map((u, i) => {
      const at = new Date(today.getTime() - u.daysAgo * DAY_MS + 10 * 3600_000).toISOString();
      return {
        id: i + 1,
        content_ru: u.ru,
        content_en: u.en,
        is_major: u.major,
        only_franchising: u.onlyFranchising,
        created_at: at,
        updated_at: at,
      };
    }),
  );
}
