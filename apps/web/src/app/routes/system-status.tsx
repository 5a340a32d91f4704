import { SystemStatusPage } from '@/features/system-status/components/system-status-page';

/** /services/system-status (admin): version, database, job queue, mail and integrations (docs/rules.md#system-status). */
export function SystemStatusRoute() {
  return <SystemStatusPage />;
}
