import { COUNTERPARTY_TEXT_FIELDS, type CounterpartyStatus } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of the counterparties service (docs/rules.md#counterparty): the counterparty rows, their users' discount. */

/** A counterparty row with how many users and outlets it has; discount a decimal string. */
export type CounterpartyRow = {
  id: number;
  legal_name: string;
  inn: string | null;
  kpp: string | null;
  vat_id: string | null;
  legal_address: string | null;
  bank_name: string | null;
  bank_bic: string | null;
  bank_account: string | null;
  correspondent_account: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  version: string;
  discount: string;
  /** The price type its buyers pay and its name (docs/rules.md#buyer-price); null: list prices. */
  price_type_id: number | null;
  price_type_name: string | null;
  status: string;
  comment: string | null;
  users_count: number;
  outlets_count: number;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The columns staff write: the counterparty's text fields, its version and discount. */
export const WRITABLE = [...COUNTERPARTY_TEXT_FIELDS, 'version', 'discount'] as const;
export type WritableField = (typeof WRITABLE)[number];
/** What is written: each column's value as the database takes it (discount a decimal string). */
export type CounterpartyWrite = Record<WritableField, string | null>;

const columns = sql`c.id, c.legal_name, c.inn, c.kpp, c.vat_id, c.legal_address, c.bank_name, c.bank_bic,
  c.bank_account, c.correspondent_account, c.contact_name, c.contact_email, c.contact_phone, c.version,
  c.discount::text as discount, c.price_type_id,
  (select pt.name from price_types pt where pt.id = c.price_type_id) as price_type_name,
  c.status, c.comment, c.created_at, c.updated_at,
  (select count(*) from users u where u.counterparty_id = c.id)::int as users_count,
  (select count(*) from stores s where s.counterparty_id = c.id)::int as outlets_count`;

/** `%text%` for LIKE with its wildcards escaped, lower-case. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `q` in the legal name, INN, VAT id, contact e-mail or phone (also by its digits alone), or in
 * the login or e-mail of one of its users; `status`, `version` exactly.
 */
function searchFilter(options: { q?: string; status?: string; version?: string }): SQL {
  const conditions: SQL[] = [sql`true`];
  if (options.status) conditions.push(sql`c.status = ${options.status}`);
  if (options.version) conditions.push(sql`c.version = ${options.version}`);
  if (options.q) {
    const pattern = likePattern(options.q);
    const digits = options.q.replace(/\D/g, '');
    const byPhoneDigits =
      digits.length >= 3
        ? sql`or regexp_replace(coalesce(c.contact_phone, ''), '\\D', '', 'g') like ${`%${digits}%`}`
        : sql``;
    conditions.push(sql`(lower(c.legal_name) like ${pattern} or lower(coalesce(c.inn, '')) like ${pattern}
      or lower(coalesce(c.vat_id, '')) like ${pattern} or lower(coalesce(c.contact_email, '')) like ${pattern}
      or lower(coalesce(c.contact_phone, '')) like ${pattern} ${byPhoneDigits}
      or exists (select 1 from users u where u.counterparty_id = c.id
        and (lower(u.username) like ${pattern} or lower(coalesce(u.email, '')) like ${pattern})))`);
  }
  return sql.join(conditions, sql` and `);
}

/** A page of counterparties sorted by legal name (case-insensitive, then id), with the total. */
export async function searchCounterparties(
  db: Executor,
  options: { q?: string; status?: string; version?: string; limit: number; offset: number },
): Promise<{ rows: CounterpartyRow[]; total: number }> {
  const where = searchFilter(options);
  const [rows, [count]] = await Promise.all([
    queryRows<CounterpartyRow>(
      db,
      sql`select ${columns} from counterparties c where ${where}
          order by lower(c.legal_name), c.id limit ${options.limit} offset ${options.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from counterparties c where ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One counterparty; `lock` takes its row lock for a write. */
export async function findCounterparty(
  db: Executor,
  options: { id: number; lock?: boolean },
): Promise<CounterpartyRow | undefined> {
  if (options.lock) await db.execute(sql`select id from counterparties where id = ${options.id} for update`);
  const [row] = await queryRows<CounterpartyRow>(
    db,
    sql`select ${columns} from counterparties c where c.id = ${options.id}`,
  );
  return row;
}

/** Inserts a counterparty (status active) and answers its id. */
export async function insertCounterparty(db: Executor, values: CounterpartyWrite): Promise<number> {
  const names = sql.raw(WRITABLE.join(', '));
  const list = sql.join(
    WRITABLE.map((field) => sql`${values[field]}`),
    sql`, `,
  );
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into counterparties (${names}) values (${list}) returning id`,
  );
  return Number(row!.id);
}

/** Writes the given columns (and `updated_at`) of counterparty `id`. */
export async function updateCounterparty(
  db: Executor,
  options: { id: number; values: Partial<CounterpartyWrite> },
): Promise<void> {
  const sets = Object.entries(options.values).map(([field, value]) => sql`${sql.raw(field)} = ${value}`);
  await db.execute(
    sql`update counterparties set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)} where id = ${options.id}`,
  );
}

/** Whether price type `id` exists (docs/rules.md#buyer-price). */
export async function priceTypeExists(db: Executor, id: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from price_types where id = ${id}`);
  return rows.length > 0;
}

/**
 * Sets the price type of counterparty `id` (null: the list prices) with `updated_at` when it had
 * another; answers the type it had, or undefined when nothing changed (or no such counterparty).
 */
export async function writeCounterpartyPriceType(
  db: Executor,
  options: { id: number; priceTypeId: number | null },
): Promise<{ before: number | null } | undefined> {
  const [row] = await queryRows<{ before: number | null }>(
    db,
    sql`update counterparties c set price_type_id = ${options.priceTypeId}::int, updated_at = now()
      from (select id, price_type_id from counterparties where id = ${options.id} for update) old
      where c.id = old.id and old.price_type_id is distinct from ${options.priceTypeId}::int
      returning old.price_type_id as before`,
  );
  return row;
}

/**
 * Sets the status of counterparty `id`; answers false when it already had it. A block also refuses
 * every token its users hold (users.tokens_valid_after): an unblock gives them a fresh start, never
 * the old sessions back (docs/security.md#lock-revokes).
 */
export async function setCounterpartyStatus(
  db: Executor,
  options: { id: number; status: CounterpartyStatus },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update counterparties set status = ${options.status}, updated_at = now()
        where id = ${options.id} and status <> ${options.status} returning id`,
  );
  if (rows.length > 0 && options.status === 'blocked')
    await db.execute(sql`update users set tokens_valid_after = now() where counterparty_id = ${options.id}`);
  return rows.length > 0;
}

/**
 * Sets the discount of every user of counterparty `id` to `discount` (decimal string) and answers
 * those whose discount changed, with the discount before.
 */
export async function setUsersDiscount(
  db: Executor,
  options: { id: number; discount: string },
): Promise<{ id: number; before: string }[]> {
  return queryRows<{ id: number; before: string }>(
    db,
    sql`update users u set discount = ${options.discount}::numeric
        from (select id, discount::text as before from users where counterparty_id = ${options.id}) old
        where u.id = old.id and u.discount <> ${options.discount}::numeric
        returning u.id, old.before`,
  );
}
