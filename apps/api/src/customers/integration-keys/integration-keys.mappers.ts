import type { IntegrationKey, IntegrationScope } from '@kits/contract';
import type { IntegrationKeyRow } from './integration-keys.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A key row as the wire's IntegrationKey: never its hash. */
export const toIntegrationKey = (row: IntegrationKeyRow): IntegrationKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as IntegrationScope[],
  created_at: iso(row.created_at)!,
  created_by: row.created_by_username === null ? null : { username: row.created_by_username },
  last_used_at: iso(row.last_used_at),
  revoked_at: iso(row.revoked_at),
});
