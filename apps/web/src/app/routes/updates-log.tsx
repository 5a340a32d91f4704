import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useUpdatesLog } from '@/features/updates-log/api/get-updates-log';
import { UpdatesLogList } from '@/features/updates-log/components/updates-log-list';

/** /services/updates-log: the what's-new records (docs/rules.md#spec-2; the modal does not auto-show here). */
export function UpdatesLogRoute() {
  const { t } = useTranslation('layout');
  const records = useUpdatesLog({ enabled: true });
  return (
    <>
      <PageHeader title={t('pages.updatesLog.title')} under="services" />
      <p className="text-body-secondary" style={{ maxWidth: 760 }}>
        {t('pages.updatesLog.purpose')}
      </p>
      {records.isPending && <Spinner animation="border" role="status" aria-label={t('common:loading')} />}
      {records.isError && <p className="text-danger">{t('updates:loadFailed')}</p>}
      {records.data?.length === 0 && <p className="text-body-secondary">{t('updates:empty')}</p>}
      {records.data && records.data.length > 0 && (
        <div style={{ maxWidth: 760 }}>
          <UpdatesLogList records={records.data} />
        </div>
      )}
    </>
  );
}
