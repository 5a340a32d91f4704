import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * The audit log of staff writes (docs/rules.md#staff-writes; content.ts audit_log): who changed
 * which entity, how. `changes` of an update is `{ field: [before, after] }`.
 */
export async function insertAudit(
  db: Executor,
  row: { userId: number | null; entity: string; entityId: string | number; action: string; changes: object },
): Promise<void> {
  await db.execute(
    sql`insert into audit_log (user_id, entity, entity_id, action, changes)
        values (${row.userId}, ${row.entity}, ${String(row.entityId)}, ${row.action}, ${JSON.stringify(row.changes)}::jsonb)`,
  );
}

export type AuditRow = {
  id: number;
  user_id: number | null;
  username: string | null;
  action: string;
  changes: Record<string, unknown> | null;
  created_at: Date | string;
};

/** An entity's audit rows, newest first, with the author's username. */
export function findAudit(
  db: Executor,
  options: { entity: string; entityId: string | number; limit: number },
) {
  return queryRows<AuditRow>(
    db,
    sql`select a.id, a.user_id, u.username, a.action, a.changes, a.created_at
        from audit_log a left join users u on u.id = a.user_id
        where a.entity = ${options.entity} and a.entity_id = ${String(options.entityId)}
        order by a.created_at desc, a.id desc limit ${options.limit}`,
  );
}
