/** The product-service module as other modules see it: the audit log every service change writes. */
export { findAudit, insertAudit } from './audit.repository';
export { toAuditEntry } from './product-service.mappers';
