import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { cities, contacts, countries, deliveryMethods, deliveryServices, profiles } from '../../db/schema';

/**
 * Test factories for profiles (docs/rules.md#profile, Contact person, Delivery lookups):
 *
 *   const lookups = await createDeliveryLookups({ db: t.db });
 *   const contact = await createContact({ db: t.db, userId: user.id });
 *   await saveProfile({ db: t.db, userId: user.id, company: 'ООО «Ромашка»', inn: '7701234567' });
 */

const unique = () => randomBytes(4).toString('hex');

/**
 * One delivery method, service, two countries and a city in each, with Russian and English names
 * ("Самовывоз <hex>" / "Pickup <hex>", …). Answers the rows' ids.
 */
export async function createDeliveryLookups(options: { db: Executor }) {
  const { db } = options;
  const key = unique();
  const [method] = await db
    .insert(deliveryMethods)
    .values({ nameRu: `Самовывоз ${key}`, nameEn: `Pickup ${key}` })
    .returning();
  const [service] = await db
    .insert(deliveryServices)
    .values({ nameRu: `СДЭК ${key}`, nameEn: `CDEK ${key}` })
    .returning();
  const [russia, serbia] = await db
    .insert(countries)
    .values([
      { nameRu: `Россия ${key}`, nameEn: `Russia ${key}` },
      { nameRu: `Сербия ${key}`, nameEn: `Serbia ${key}` },
    ])
    .returning();
  const [moscow, belgrade] = await db
    .insert(cities)
    .values([
      { countryId: russia!.id, nameRu: `Москва ${key}`, nameEn: `Moscow ${key}` },
      { countryId: serbia!.id, nameRu: `Белград ${key}`, nameEn: `Belgrade ${key}` },
    ])
    .returning();
  return {
    key,
    method: method!.id,
    service: service!.id,
    russia: russia!.id,
    serbia: serbia!.id,
    moscow: moscow!.id,
    belgrade: belgrade!.id,
  };
}

/** Inserts a contact person of the user. Defaults: "Контакт <hex>", phone +7 900 000-00-00. */
export async function createContact(options: {
  db: Executor;
  userId: number;
  fullName?: string;
  phone?: string;
  email?: string | null;
}) {
  const [row] = await options.db
    .insert(contacts)
    .values({
      userId: options.userId,
      fullName: options.fullName ?? `Контакт ${unique()}`,
      phone: options.phone ?? '+7 900 000-00-00',
      email: options.email ?? null,
    })
    .returning();
  return row!;
}

/** Writes the user's profile row (company, INN, legal address, phone); other columns null. */
export async function saveProfile(options: {
  db: Executor;
  userId: number;
  company?: string | null;
  inn?: string | null;
  legalAddress?: string | null;
  phone?: string | null;
}) {
  const values = {
    userId: options.userId,
    company: options.company ?? null,
    inn: options.inn ?? null,
    legalAddress: options.legalAddress ?? null,
    phone: options.phone ?? null,
  };
  await options.db
    .insert(profiles)
    .values(values)
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

/** The profile row as stored (for asserting that nothing changed), or undefined. */
export async function profileRow(db: Executor, userId: number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from profiles where user_id = ${userId}`,
  );
  return rows[0];
}
