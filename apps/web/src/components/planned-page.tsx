import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { PageHeader, type PageSection } from './page-header';

/** The pages whose content arrives in a later issue (their `layout:pages.<page>` texts). */
export type PlannedPageKey = 'shopifyAccounts';

/**
 * A page whose content arrives in a later issue: its real title and breadcrumb (under its menu,
 * `under`), and one honest line on what it is for. No made-up data.
 */
export function PlannedPage({ page, under }: { page: PlannedPageKey; under?: PageSection }) {
  const { t } = useTranslation('layout');
  return (
    <>
      <PageHeader title={t(`pages.${page}.title`)} under={under} />
      <p className="lead" style={{ maxWidth: 760 }}>
        {t(`pages.${page}.purpose`)}
      </p>
      <Alert variant="light" className="border small text-body-secondary" style={{ maxWidth: 760 }}>
        {t('common:planned')}
      </Alert>
    </>
  );
}
