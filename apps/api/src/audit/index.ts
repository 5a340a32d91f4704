/** The audit module as other modules see it: the one log every staff write lands in (docs/rules.md#audit). */
export { toAuditEntry } from './audit.mappers';
export { findAudit, insertAudit, pruneAudit } from './audit.repository';
export { listEntityAudit } from './audit.service';
