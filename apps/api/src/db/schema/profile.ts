import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, stampedNow } from './columns';
import { users } from './users';

/** Profile (docs/rules.md#spec-3): personal data and delivery data of a customer. */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  company: text('company'),
  inn: text('inn'),
  legalAddress: text('legal_address'),
  deliveryComment: text('delivery_comment'),
  deliveryMethodId: integer('delivery_method_id'),
  deliveryCountryId: integer('delivery_country_id'),
  deliveryCityId: integer('delivery_city_id'),
  deliveryServiceId: integer('delivery_service_id'),
  deliveryAddress: text('delivery_address'),
  deliveryContactId: integer('delivery_contact_id'),
  updatedAt: stampedNow('updated_at'),
});

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
