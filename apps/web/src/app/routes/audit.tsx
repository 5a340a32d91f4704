import { AuditPage } from '@/features/audit/components/audit-page';

/** /services/audit (admin): the audit log of every staff write, with its filters (docs/rules.md#audit). */
export function AuditRoute() {
  return <AuditPage />;
}
