import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, ref, stampedNow } from './columns';
import { users } from './users';

/** Profile (docs/rules.md#spec-3): personal data of a customer (its delivery data: profileDeliveries). */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  company: text('company'),
  inn: text('inn'),
  legalAddress: text('legal_address'),
  updatedAt: stampedNow('updated_at'),
});

/**
 * The profile's delivery data per version (docs/rules.md#profile): a buyer of both versions keeps a
 * Russian delivery (lookups, address in Russian) and a European one (address, comment, contact in
 * English); checkout prefills the one of the version it runs in.
 */
export const profileDeliveries = pgTable(
  'profile_deliveries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    comment: text('comment'),
    methodId: integer('method_id'),
    countryId: integer('country_id'),
    cityId: integer('city_id'),
    serviceId: integer('service_id'),
    address: text('address'),
    contactId: integer('contact_id'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);

/** Contact persons (docs/rules.md#contact-person): full_name and phone required. */
export const contacts = pgTable('contacts', {
  id: id(),
  userId: ref('user_id', () => users.id),
  fullName: text('full_name').notNull(),
  position: text('position'),
  phone: text('phone').notNull(),
  email: text('email'),
  comment: text('comment'),
  createdAt: stampedNow('created_at'),
});

/** Delivery lookups (docs/rules.md#delivery-lookups): methods, services, countries and cities, named in both languages. */
export const deliveryMethods = pgTable('delivery_methods', {
  id: id(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  /** The method goes through a delivery service (a transport company): the checkout asks which one (docs/rules.md#delivery-lookups). */
  needsService: boolean('needs_service').notNull().default(false),
});
export const deliveryServices = pgTable('delivery_services', {
  id: id(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
});
export const countries = pgTable('countries', {
  id: id(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
});
export const cities = pgTable('cities', {
  id: id(),
  countryId: ref('country_id', () => countries.id),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
});
