import { z } from 'zod/mini';
import { ADDRESS_MAX } from '../constants';
import { DB_ID_MAX } from './common';
import { ReminderDays } from './home';

/**
 * Wire shapes of the profile calls (docs/rules.md#profile, Contact person, Delivery lookups; docs/rules.md#spec-5; docs/rules.md#spec-7).
 * A profile is always addressed by the user's uuid (User.uuid of POST /auth/me); only its owner
 * may read and change it (staff may read any). Field rules that need the request's language
 * (required fields, address length, ids that must exist) are checked by the server and answered
 * as 422 `{ message, errors: { <field>: [text] } }` with the field names below as keys.
 */

/** A text field the page may leave empty: "" and whitespace-only count as not given (null). */
const OptionalText = (max: number) => z.nullish(z.string().check(z.maxLength(max)));
/** A lookup id (delivery method, country, city, service, contact person) or null for "not chosen". */
const OptionalId = z.nullish(z.int().check(z.positive(), z.maximum(DB_ID_MAX)));

/** Contact person of docs/rules.md#contact-person as the server answers it. */
export const Contact = z.object({
  id: z.int(),
  full_name: z.string(),
  position: z.nullable(z.string()),
  phone: z.string(),
  email: z.nullable(z.string()),
  comment: z.nullable(z.string()),
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
  comment: z.nullable(z.string()),
  method: z.nullable(z.int()),
  country: z.nullable(z.int()),
  city: z.nullable(z.int()),
  service: z.nullable(z.int()),
  address: z.nullable(z.string()),
  contact: z.nullable(z.int()),
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
  address: z.nullish(z.string()),
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
  inn: z.nullable(z.string()),
  kpp: z.nullable(z.string()),
  vat_id: z.nullable(z.string()),
  legal_address: z.nullable(z.string()),
});
export type ProfileCounterparty = z.infer<typeof ProfileCounterparty>;

/**
 * Personal data of docs/rules.md#profile (Profile.personal) with the user's contact persons, oldest
 * first, and the user's counterparty (null without one: then company, INN and legal address are the
 * user's own to edit).
 */
export const Personal = z.object({
  fullname: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  company: z.nullable(z.string()),
  inn: z.nullable(z.string()),
  legal_address: z.nullable(z.string()),
  contacts: z.array(Contact),
  counterparty: z.nullable(ProfileCounterparty),
});
export type Personal = z.infer<typeof Personal>;

/**
 * GET /profile/{uuid}, PATCH /profile/{uuid} → `{ personal, delivery, order_status_emails }`
 * (docs/rules.md#spec-7); `order_status_emails`: whether the user is e-mailed when an order of
 * theirs changes status (docs/rules.md#mail-outbox).
 */
export const ProfileResponse = z.object({
  personal: Personal,
  delivery: Delivery,
  order_status_emails: z.boolean(),
  /** Reorder reminders (docs/home.md#reminders): the days-of-cover threshold, null when off. */
  reorder_reminder_days: z.nullable(z.int()),
  /** Also e-mail each product once when it falls under the threshold. */
  reorder_reminder_emails: z.boolean(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/**
 * PATCH /profile/{uuid} body: the parts to change; a missing part or field stays as it is, null or
 * "" clears it. A user with a counterparty keeps company, INN and legal address as they are (staff
 * keep the counterparty's). `personal.fullname` may not be cleared (`errors.fullname`); `personal.email` must be
 * a valid address no other user has (`errors.email`); `delivery` as `DeliveryInput`.
 */
export const ProfileUpdate = z.object({
  personal: z.optional(
    z.object({
      fullname: OptionalText(255),
      email: OptionalText(255),
      phone: OptionalText(64),
      company: OptionalText(255),
      inn: OptionalText(32),
      legal_address: OptionalText(ADDRESS_MAX),
    }),
  ),
  delivery: z.optional(DeliveryInput),
  /** E-mails about the user's orders' status moves on (true) or off (false); missing: as it is. */
  order_status_emails: z.optional(z.boolean()),
  /** Reorder reminders' threshold in days (1–90), null turns them off; missing: as it is. */
  reorder_reminder_days: z.optional(ReminderDays),
  /** E-mail reminders on or off; missing: as it is. */
  reorder_reminder_emails: z.optional(z.boolean()),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** Path parameter: the user's uuid. */
export const ProfileParam = z.object({ uuid: z.uuid() });

/** POST /profile/{uuid}/contact-face → 201 `{ data: Contact, message }` (message for the success toast). */
export const ContactResponse = z.object({ data: Contact, message: z.string() });

/** A delivery lookup entry (docs/rules.md#delivery-lookups), named in the request's language. */
export const LookupItem = z.object({ id: z.int(), name: z.string() });
export const CityItem = z.extend(LookupItem, { country_id: z.int() });
/** A delivery method; `needs_service`: it goes through a delivery service, which the buyer picks with it. */
export const MethodItem = z.extend(LookupItem, { needs_service: z.boolean() });

/** GET /profile/delivery → the delivery lookups, each ordered by name. */
export const DeliveryLookupsResponse = z.object({
  services: z.array(LookupItem),
  methods: z.array(MethodItem),
  countries: z.array(LookupItem),
  cities: z.array(CityItem),
});
export type DeliveryLookupsResponse = z.infer<typeof DeliveryLookupsResponse>;
