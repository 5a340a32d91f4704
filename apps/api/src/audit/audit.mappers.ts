import { type AuditEntry, cleanStoreName } from '@kits/contract';
import type { AuditRow } from './audit.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * An audit row as the API answers it (docs/rules.md#audit): `{ id, user: { id, username } | null,
 * entity, entity_id, entity_label, action, changes, created_at }`, `changes` of an update being
 * `{ field: [before, after] }`. Outlet names lose their markup as everywhere else.
 */
export function toAuditEntry(row: AuditRow): AuditEntry {
  const label = row.entity_label;
  return {
    id: row.id,
    user: row.user_id !== null && row.username !== null ? { id: row.user_id, username: row.username } : null,
    entity: row.entity,
    entity_id: row.entity_id,
    entity_label: label !== null && row.entity === 'store' ? cleanStoreName(label) : label,
    action: row.action,
    changes: row.changes,
    created_at: iso(row.created_at),
  };
}
