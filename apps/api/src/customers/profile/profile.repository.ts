import type { TextLanguage, Version } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of the profile (docs/rules.md#profile, Contact person, Delivery lookups): users + profiles + profile_deliveries + contacts. */

/**
 * A user's personal data and the delivery data of one version as stored (profile columns null
 * without a profiles row, delivery columns null without that version's profile_deliveries row).
 */
export type ProfileRow = {
  user_id: number;
  fullname: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  inn: string | null;
  legal_address: string | null;
  delivery_comment: string | null;
  delivery_method_id: number | null;
  delivery_country_id: number | null;
  delivery_city_id: number | null;
  delivery_service_id: number | null;
  delivery_address: string | null;
  delivery_contact_id: number | null;
  /** E-mails about the user's orders' status moves (docs/rules.md#mail-outbox). */
  order_status_emails: boolean;
  reorder_reminder_days: number | null;
  reorder_reminder_emails: boolean;
  /** The user's counterparty (docs/rules.md#counterparty), null without one. */
  counterparty: {
    legal_name: string;
    inn: string | null;
    kpp: string | null;
    vat_id: string | null;
    legal_address: string | null;
  } | null;
};

export type ContactRow = {
  id: number;
  full_name: string;
  position: string | null;
  phone: string;
  email: string | null;
  comment: string | null;
};

/** The user id of a user uuid, or undefined. */
export async function findUserIdByUuid(db: Executor, uuid: string): Promise<number | undefined> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from users where uuid = ${uuid}::uuid`);
  return rows[0]?.id;
}

/**
 * The user's profile row with the delivery data of `version` (a user without a profiles row or
 * without that version's delivery answers nulls); undefined for an unknown user.
 */
export async function findProfile(
  db: Executor,
  options: { userId: number; version: Version },
): Promise<ProfileRow | undefined> {
  const rows = await queryRows<ProfileRow>(
    db,
    sql`select u.id as user_id, u.fullname, u.email, p.phone, p.company, p.inn, p.legal_address,
        d.comment as delivery_comment, d.method_id as delivery_method_id, d.country_id as delivery_country_id,
        d.city_id as delivery_city_id, d.service_id as delivery_service_id, d.address as delivery_address,
        d.contact_id as delivery_contact_id, u.order_status_emails, u.reorder_reminder_days,
        u.reorder_reminder_emails,
        case when c.id is null then null else json_build_object('legal_name', c.legal_name, 'inn', c.inn,
          'kpp', c.kpp, 'vat_id', c.vat_id, 'legal_address', c.legal_address) end as counterparty
      from users u left join profiles p on p.user_id = u.id
        left join profile_deliveries d on d.user_id = u.id and d.version = ${options.version}
        left join counterparties c on c.id = u.counterparty_id
      where u.id = ${options.userId}`,
  );
  return rows[0];
}

/** The user's contact persons, oldest first. */
export function findContacts(db: Executor, userId: number): Promise<ContactRow[]> {
  return queryRows<ContactRow>(
    db,
    sql`select id, full_name, position, phone, email, comment from contacts
      where user_id = ${userId} order by id`,
  );
}

/** Inserts a contact person of the user and answers it. */
export async function insertContact(
  db: Executor,
  options: { userId: number; contact: Omit<ContactRow, 'id'> },
): Promise<ContactRow> {
  const { userId, contact: c } = options;
  const rows = await queryRows<ContactRow>(
    db,
    sql`insert into contacts (user_id, full_name, position, phone, email, comment)
      values (${userId}, ${c.full_name}, ${c.position}, ${c.phone}, ${c.email}, ${c.comment})
      returning id, full_name, position, phone, email, comment`,
  );
  return rows[0]!;
}

/** Writes the user's name, e-mail, choice of status e-mails and reorder reminders (users row). */
export async function updateUserNames(
  db: Executor,
  options: {
    userId: number;
    fullname: string;
    email: string | null;
    orderStatusEmails: boolean;
    reorderReminderDays: number | null;
    reorderReminderEmails: boolean;
  },
): Promise<void> {
  await db.execute(
    sql`update users set fullname = ${options.fullname}, email = ${options.email},
          order_status_emails = ${options.orderStatusEmails},
          reorder_reminder_days = ${options.reorderReminderDays},
          reorder_reminder_emails = ${options.reorderReminderEmails}
        where id = ${options.userId}`,
  );
}

/**
 * Writes every profile column of `row`: the personal ones to the profiles row, the delivery ones
 * to the row of `version` in profile_deliveries (each created when missing).
 */
export async function upsertProfile(
  db: Executor,
  options: {
    version: Version;
    row: Omit<
      ProfileRow,
      | 'fullname'
      | 'email'
      | 'counterparty'
      | 'order_status_emails'
      | 'reorder_reminder_days'
      | 'reorder_reminder_emails'
    >;
  },
): Promise<void> {
  const { row, version } = options;
  await db.execute(sql`insert into profiles (user_id, phone, company, inn, legal_address, updated_at)
    values (${row.user_id}, ${row.phone}, ${row.company}, ${row.inn}, ${row.legal_address}, now())
    on conflict (user_id) do update set phone = excluded.phone, company = excluded.company,
      inn = excluded.inn, legal_address = excluded.legal_address, updated_at = now()`);
  await db.execute(sql`insert into profile_deliveries (user_id, version, comment, method_id, country_id,
      city_id, service_id, address, contact_id, updated_at)
    values (${row.user_id}, ${version}, ${row.delivery_comment}, ${row.delivery_method_id},
      ${row.delivery_country_id}, ${row.delivery_city_id}, ${row.delivery_service_id},
      ${row.delivery_address}, ${row.delivery_contact_id}, now())
    on conflict (user_id, version) do update set comment = excluded.comment, method_id = excluded.method_id,
      country_id = excluded.country_id, city_id = excluded.city_id, service_id = excluded.service_id,
      address = excluded.address, contact_id = excluded.contact_id, updated_at = now()`);
}

/** True when another user than `exceptUserId` has `email` (case-insensitive, as login compares it). */
export async function emailTaken(
  db: Executor,
  options: { email: string; exceptUserId: number },
): Promise<boolean> {
  const rows = await queryRows<{ taken: boolean }>(
    db,
    sql`select exists(select 1 from users where lower(email) = lower(${options.email})
      and id <> ${options.exceptUserId}) as taken`,
  );
  return rows[0]!.taken;
}

/** The delivery lookups (docs/rules.md#delivery-lookups), named in `lang`, each ordered by name then id; methods say whether they take a service. */
export async function findLookups(db: Executor, lang: TextLanguage) {
  const name = lang === 'en' ? sql.raw('name_en') : sql.raw('name_ru');
  const list = (table: string) =>
    queryRows<{ id: number; name: string }>(
      db,
      sql`select id, ${name} as name from ${sql.raw(table)} order by ${name}, id`,
    );
  const [services, methods, countries, cities] = await Promise.all([
    list('delivery_services'),
    queryRows<{ id: number; name: string; needs_service: boolean }>(
      db,
      sql`select id, ${name} as name, needs_service from delivery_methods order by ${name}, id`,
    ),
    list('countries'),
    queryRows<{ id: number; name: string; country_id: number }>(
      db,
      sql`select id, ${name} as name, country_id from cities order by ${name}, id`,
    ),
  ]);
  return { services, methods, countries, cities };
}
