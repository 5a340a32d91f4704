import {
  type Contact,
  type ContactInput,
  cleanText,
  type Delivery,
  type DeliveryLookupsResponse,
  isEmail,
  mergeDelivery,
  missingContactFields,
  type ProfileResponse,
  type ProfileUpdate,
  type TextLanguage,
  type Version,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { deliveryErrors } from '../../rules/delivery';
import { FIELD_LABELS, profileMessage } from './profile.messages';
import {
  type ContactRow,
  emailTaken,
  findContacts,
  findLookups,
  findProfile,
  findUserIdByUuid,
  insertContact,
  type ProfileRow,
  updateUserNames,
  upsertProfile,
} from './profile.repository';

/**
 * Profile (docs/rules.md#profile, Contact person, Delivery lookups; docs/rules.md#spec-5; docs/rules.md#spec-7). A profile is addressed by
 * the user's uuid; the caller may read and change their own, staff (manager, admin) may read any.
 */

/**
 * The user id behind `uuid` if the caller may reach it: their own uuid always; another user's only
 * for staff reading (`write` false). Throws FORBIDDEN (403) for anybody else's uuid, NOT_FOUND
 * (404) when staff ask for an unknown uuid.
 */
async function profileUserId(
  ctx: RequestContext,
  options: { db: Executor; uuid: string; write: boolean },
): Promise<number> {
  const { db, uuid, write } = options;
  const user = ctx.requireUser();
  if (uuid.toLowerCase() === user.uuid.toLowerCase()) return user.id;
  if (write || !ctx.isManager)
    throw new AppError('FORBIDDEN', { message: profileMessage(ctx.lang, 'notYourProfile') });
  const userId = await findUserIdByUuid(db, uuid);
  if (userId === undefined)
    throw new AppError('NOT_FOUND', { message: profileMessage(ctx.lang, 'userNotFound') });
  return userId;
}

const toContact = (row: ContactRow): Contact => ({ ...row });

const deliveryOf = (row: ProfileRow): Delivery => ({
  comment: row.delivery_comment,
  method: row.delivery_method_id,
  country: row.delivery_country_id,
  city: row.delivery_city_id,
  service: row.delivery_service_id,
  address: row.delivery_address,
  contact: row.delivery_contact_id,
});

async function loadProfile(
  db: Executor,
  options: { userId: number; version: Version; lang: TextLanguage },
): Promise<ProfileResponse> {
  const { userId, lang } = options;
  const [row, contacts] = await Promise.all([findProfile(db, options), findContacts(db, userId)]);
  if (!row) throw new AppError('NOT_FOUND', { message: profileMessage(lang, 'userNotFound') });
  return {
    personal: {
      fullname: row.fullname,
      email: row.email,
      phone: row.phone,
      company: row.company,
      inn: row.inn,
      legal_address: row.legal_address,
      contacts: contacts.map(toContact),
      counterparty: row.counterparty,
    },
    delivery: deliveryOf(row),
    order_status_emails: row.order_status_emails,
    reorder_reminder_days: row.reorder_reminder_days,
    reorder_reminder_emails: row.reorder_reminder_emails,
  };
}

/**
 * GET /profile/{uuid}: `{ personal (with contacts, oldest first), delivery }` of the user — the
 * delivery data of the request's version (docs/rules.md#profile: one per version).
 */
export async function getProfile(
  ctx: RequestContext,
  options: { db: Executor; uuid: string },
): Promise<ProfileResponse> {
  const userId = await profileUserId(ctx, { ...options, write: false });
  return loadProfile(options.db, { userId, version: ctx.version, lang: ctx.lang });
}

/**
 * PATCH /profile/{uuid}: applies `update` to the caller's own profile and answers it. Missing parts
 * and fields stay; null or "" clears. Throws FORBIDDEN (403) for another user's uuid, staff
 * included; UNPROCESSABLE (422) with `errors.fullname` (emptied), `errors.email` (invalid or
 * another user's), and the delivery errors of `deliveryErrors` (address > 255, unknown ids).
 * Nothing changes on an error. A user with a counterparty keeps company, INN and legal address.
 * The delivery data is the request's version's: the other version's stays as it is.
 * `order_status_emails` turns the e-mails about the user's orders' status moves on or off
 * (docs/rules.md#mail-outbox); `reorder_reminder_days` (1–90, null off) and `reorder_reminder_emails`
 * set the reorder reminders (docs/home.md#reminders).
 */
export async function updateProfile(
  ctx: RequestContext,
  options: { db: Executor; uuid: string; update: ProfileUpdate },
): Promise<ProfileResponse> {
  const { db, update } = options;
  const { lang } = ctx;
  const userId = await profileUserId(ctx, { ...options, write: true });
  return db.transaction(async (tx) => {
    const row = await findProfile(tx, { userId, version: ctx.version });
    if (!row) throw new AppError('NOT_FOUND', { message: profileMessage(lang, 'userNotFound') });
    const p = update.personal ?? {};
    const keep = (value: string | null | undefined, old: string | null) =>
      value === undefined ? old : cleanText(value);
    // Staff keep a counterparty's requisites (docs/rules.md#counterparty): its users' stay as they are.
    const own = (value: string | null | undefined, old: string | null) =>
      row.counterparty ? old : keep(value, old);
    const personal = {
      fullname: keep(p.fullname, row.fullname),
      email: keep(p.email, row.email),
      phone: keep(p.phone, row.phone),
      company: own(p.company, row.company),
      inn: own(p.inn, row.inn),
      legal_address: own(p.legal_address, row.legal_address),
    };
    const delivery = mergeDelivery(update.delivery ?? {}, deliveryOf(row));
    const errors = await deliveryErrors({ db: tx, userId, delivery, lang });
    if (!personal.fullname)
      errors.fullname = [
        profileMessage(lang, 'required', { label: profileMessage(lang, FIELD_LABELS.fullname) }),
      ];
    if (personal.email && !isEmail(personal.email)) errors.email = [profileMessage(lang, 'emailInvalid')];
    else if (
      personal.email &&
      personal.email.toLowerCase() !== row.email?.toLowerCase() &&
      (await emailTaken(tx, { email: personal.email, exceptUserId: userId }))
    )
      errors.email = [profileMessage(lang, 'emailTaken')];
    throwIfErrors(errors);
    await updateUserNames(tx, {
      userId,
      fullname: personal.fullname!,
      email: personal.email,
      orderStatusEmails: update.order_status_emails ?? row.order_status_emails,
      reorderReminderDays:
        update.reorder_reminder_days === undefined ? row.reorder_reminder_days : update.reorder_reminder_days,
      reorderReminderEmails: update.reorder_reminder_emails ?? row.reorder_reminder_emails,
    });
    await upsertProfile(tx, {
      version: ctx.version,
      row: {
        user_id: userId,
        phone: personal.phone,
        company: personal.company,
        inn: personal.inn,
        legal_address: personal.legal_address,
        delivery_comment: delivery.comment,
        delivery_method_id: delivery.method,
        delivery_country_id: delivery.country,
        delivery_city_id: delivery.city,
        delivery_service_id: delivery.service,
        delivery_address: delivery.address,
        delivery_contact_id: delivery.contact,
      },
    });
    return loadProfile(tx, { userId, version: ctx.version, lang });
  });
}

/**
 * POST /profile/{uuid}/contact-face: adds a contact person to the caller's own profile and answers
 * it with the success toast's message. Throws FORBIDDEN (403) for another user's uuid (staff
 * included); UNPROCESSABLE (422) with `errors.full_name` / `errors.phone` when empty (docs/rules.md#spec-5) and
 * `errors.email` when given but not an e-mail address.
 */
export async function addContact(
  ctx: RequestContext,
  options: { db: Executor; uuid: string; input: ContactInput },
): Promise<{ data: Contact; message: string }> {
  const { db, input } = options;
  const { lang } = ctx;
  const userId = await profileUserId(ctx, { ...options, write: true });
  const errors: Record<string, string[]> = {};
  for (const field of missingContactFields(input))
    errors[field] = [profileMessage(lang, 'required', { label: profileMessage(lang, FIELD_LABELS[field]) })];
  const email = cleanText(input.email);
  if (email && !isEmail(email)) errors.email = [profileMessage(lang, 'emailInvalid')];
  throwIfErrors(errors);
  const contact = await insertContact(db, {
    userId,
    contact: {
      full_name: cleanText(input.full_name)!,
      position: cleanText(input.position),
      phone: cleanText(input.phone)!,
      email,
      comment: cleanText(input.comment),
    },
  });
  return {
    data: toContact(contact),
    message: profileMessage(lang, 'contactCreated', { name: contact.full_name }),
  };
}

/** GET /profile/delivery: services, methods, countries and cities (with country_id), named in the request's language. */
export function deliveryLookups(
  ctx: RequestContext,
  options: { db: Executor },
): Promise<DeliveryLookupsResponse> {
  return findLookups(options.db, ctx.lang);
}
