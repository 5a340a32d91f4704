import { z } from 'zod';
import { ADDRESS_MAX } from '../constants';
import { DB_ID_MAX } from './common';

/**
 * Wire shapes of the profile calls (docs/rules.md#profile, Contact person, Delivery lookups; docs/rules.md#spec-5; docs/rules.md#spec-7).
 * A profile is always addressed by the user's uuid (User.uuid of POST /auth/me); only its owner
 * may read and change it (staff may read any). Field rules that need the request's language
 * (required fields, address length, ids that must exist) are checked by the server and answered
 * as 422 `{ message, errors: { <field>: [text] } }` with the field names below as keys.
 */

/** A text field the page may leave empty: "" and whitespace-only count as not given (null). */
const OptionalText = (max: number) => z.string().max(max).nullish();
/** A lookup id (delivery method, country, city, service, contact person) or null for "not chosen". */
const OptionalId = z.number().int().positive().max(DB_ID_MAX).nullish();

/** Contact person of docs/rules.md#contact-person as the server answers it. */
export const Contact = z.object({
  id: z.number().int(),
  full_name: z.string(),
  position: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  comment: z.string().nullable(),
});
export type Contact = z.infer<typeof Contact>;

/**
 * POST /profile/{uuid}/contact-face body (docs/rules.md#spec-5): `full_name` and `phone` must be non-empty,
 * `email` a valid address when given; `position`, `email`, `comment` optional. Failures: 422 with
 * `errors.full_name`, `errors.phone`, `errors.email`.
 */
export const ContactInput = z.object({
  full_name: OptionalText(255),
  position: OptionalText(255),
  phone: OptionalText(64),
  email: OptionalText(255),
  comment: OptionalText(1000),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** The fields docs/rules.md#contact-person-validation requires of a contact person, in the order the page lists them. */
export const CONTACT_REQUIRED_FIELDS = ['full_name', 'phone'] as const;

/** docs/rules.md#spec-5: the required contact fields that are empty (for the "fill empty field" toast and the server). */
export function missingContactFields(
  contact: Partial<Record<(typeof CONTACT_REQUIRED_FIELDS)[number], string | null | undefined>>,
): (typeof CONTACT_REQUIRED_FIELDS)[number][] {
  return CONTACT_REQUIRED_FIELDS.filter((field) => !contact[field]?.trim());
}

/** A plausible e-mail address (the same rule the server applies to contact persons and the profile). */
export const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

/**
 * Delivery data of docs/rules.md#profile (Profile.delivery; the `order_comment` of POST order/send): ids of the
 * delivery lookups (GET /profile/delivery) and of one of the user's contact persons, or null.
 * `address` at most ADDRESS_MAX (255) characters (docs/rules.md#spec-5, docs/rules.md#spec-9) — checked by the server, 422
 * `errors.address`. Method, country, city and service are shown in the Russian version only
 * (docs/rules.md#spec-6); the English version sends them as null. The city must lie in the country when both
 * are given (`errors.city`).
 */
export const Delivery = z.object({
  comment: z.string().nullable(),
  method: z.number().int().nullable(),
  country: z.number().int().nullable(),
  city: z.number().int().nullable(),
  service: z.number().int().nullable(),
  address: z.string().nullable(),
  contact: z.number().int().nullable(),
});
export type Delivery = z.infer<typeof Delivery>;

/** Delivery data as the page sends it: every field optional ("" and missing = null). */
export const DeliveryInput = z.object({
  comment: OptionalText(1000),
  method: OptionalId,
  country: OptionalId,
  city: OptionalId,
  service: OptionalId,
  /** At most ADDRESS_MAX characters; longer → 422 `errors.address` (checked by the server). */
  address: z.string().nullish(),
  contact: OptionalId,
});
export type DeliveryInput = z.infer<typeof DeliveryInput>;

/** The docs/rules.md#address-limit, for the page's counter. */
export const DELIVERY_ADDRESS_MAX = ADDRESS_MAX;

/**
 * The counterparty the user buys for (docs/rules.md#counterparty), as the profile shows it read-only:
 * staff keep it, and the invoices name it as the buyer.
 */
export const ProfileCounterparty = z.object({
  legal_name: z.string(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  vat_id: z.string().nullable(),
  legal_address: z.string().nullable(),
});
export type ProfileCounterparty = z.infer<typeof ProfileCounterparty>;

/**
 * Personal data of docs/rules.md#profile (Profile.personal) with the user's contact persons, oldest
 * first, and the user's counterparty (null without one: then company, INN and legal address are the
 * user's own to edit).
 */
export const Personal = z.object({
  fullname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  inn: z.string().nullable(),
  legal_address: z.string().nullable(),
  contacts: z.array(Contact),
  counterparty: ProfileCounterparty.nullable(),
});
export type Personal = z.infer<typeof Personal>;

/** GET /profile/{uuid}, PATCH /profile/{uuid} → `{ personal, delivery }` (docs/rules.md#spec-7). */
export const ProfileResponse = z.object({ personal: Personal, delivery: Delivery });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/**
 * PATCH /profile/{uuid} body: the parts to change; a missing part or field stays as it is, null or
 * "" clears it. A user with a counterparty keeps company, INN and legal address as they are (staff
 * keep the counterparty's). `personal.fullname` may not be cleared (`errors.fullname`); `personal.email` must be
 * a valid address no other user has (`errors.email`); `delivery` as `DeliveryInput`.
 */
export const ProfileUpdate = z.object({
  personal: z
    .object({
      fullname: OptionalText(255),
      email: OptionalText(255),
      phone: OptionalText(64),
      company: OptionalText(255),
      inn: OptionalText(32),
      legal_address: OptionalText(ADDRESS_MAX),
    })
    .optional(),
  delivery: DeliveryInput.optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** Path parameter: the user's uuid. */
export const ProfileParam = z.object({ uuid: z.uuid() });

/** POST /profile/{uuid}/contact-face → 201 `{ data: Contact, message }` (message for the success toast). */
export const ContactResponse = z.object({ data: Contact, message: z.string() });

/** A delivery lookup entry (docs/rules.md#delivery-lookups), named in the request's language. */
export const LookupItem = z.object({ id: z.number().int(), name: z.string() });
export const CityItem = LookupItem.extend({ country_id: z.number().int() });

/** GET /profile/delivery → the delivery lookups, each ordered by name. */
export const DeliveryLookupsResponse = z.object({
  services: z.array(LookupItem),
  methods: z.array(LookupItem),
  countries: z.array(LookupItem),
  cities: z.array(CityItem),
});
export type DeliveryLookupsResponse = z.infer<typeof DeliveryLookupsResponse>;
