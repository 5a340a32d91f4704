import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { counterparties } from '../../db/schema';

/**
 * Test factory for counterparties (docs/rules.md#counterparty), written directly. Defaults: a
 * Russian company with valid requisites (Sberbank's INN), a unique legal name, discount 0, active.
 *
 *   const cp = await createCounterpartyRow({ db: t.db, users: [user.id], stores: [outlet.id] });
 */
export async function createCounterpartyRow(options: {
  db: Executor;
  legalName?: string;
  version?: 'ru' | 'en';
  inn?: string | null;
  kpp?: string | null;
  vatId?: string | null;
  status?: 'active' | 'blocked';
  /** Users (ids) that buy for it: users.counterparty_id. */
  users?: number[];
  /** Stores (ids) it owns: stores.counterparty_id. */
  stores?: number[];
  extra?: Partial<typeof counterparties.$inferInsert>;
}) {
  const { db } = options;
  const english = options.version === 'en';
  const [row] = await db
    .insert(counterparties)
    .values({
      legalName: options.legalName ?? `ООО «Тест ${randomBytes(3).toString('hex')}»`,
      version: options.version ?? 'ru',
      inn: options.inn === undefined ? (english ? null : '7707083893') : options.inn,
      kpp: options.kpp === undefined ? (english ? null : '773601001') : options.kpp,
      vatId: options.vatId === undefined ? (english ? 'DE123456789' : null) : options.vatId,
      status: options.status ?? 'active',
      ...options.extra,
    })
    .returning();
  const id = row!.id;
  for (const userId of options.users ?? [])
    await db.execute(sql`update users set counterparty_id = ${id} where id = ${userId}`);
  for (const storeId of options.stores ?? [])
    await db.execute(sql`update stores set counterparty_id = ${id} where id = ${storeId}`);
  return row!;
}

/** The audit rows of one entity, oldest first. */
export function auditRows(db: Executor, options: { entity: string; entityId: number }) {
  return queryRows<{ user_id: number | null; action: string; changes: Record<string, unknown> }>(
    db,
    sql`select user_id, action, changes from audit_log
        where entity = ${options.entity} and entity_id = ${String(options.entityId)} order by id`,
  );
}
