import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { UpdatesLogPublishing } from '@/features/updates-log/components/updates-log-publishing';

/**
 * /services/updates-log (manager, docs/rules.md#update-log-publishing): staff publish, edit and
 * delete the what's-new records with a live preview; the modal does not auto-show here.
 */
export function UpdatesLogRoute() {
  const { t } = useTranslation('layout');
  return (
    <>
      <PageHeader title={t('pages.updatesLog.title')} under="services" />
      <p className="text-body-secondary">{t('pages.updatesLog.purpose')}</p>
      <UpdatesLogPublishing />
    </>
  );
}
