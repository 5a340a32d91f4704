import type { ImportJob } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/**
 * "interrupted → resumed" on an import its server stopped and the job runner resumed from its last
 * whole batch (docs/import.md#jobs); nothing for an uninterrupted one.
 */
export function ResumedBadge({ job }: { job: Pick<ImportJob, 'resumed_count'> }) {
  const { t } = useTranslation('import');
  if (job.resumed_count === 0) return null;
  return (
    <Badge bg="info" text="dark" title={t('resumedHint', { count: job.resumed_count })}>
      {t('resumed', { count: job.resumed_count })}
    </Badge>
  );
}
