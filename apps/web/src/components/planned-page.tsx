import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { type Crumb, PageHeader } from './page-header';

/**
 * A page whose content arrives in a later issue: its real title and breadcrumb, and one honest line
 * on what it is for. No made-up data.
 */
export function PlannedPage({
  title,
  purpose,
  parents,
}: {
  title: string;
  purpose: string;
  parents?: Crumb[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} parents={parents} />
      <p className="lead" style={{ maxWidth: 760 }}>
        {purpose}
      </p>
      <Alert variant="light" className="border small text-body-secondary" style={{ maxWidth: 760 }}>
        {t('common:planned')}
      </Alert>
    </>
  );
}
