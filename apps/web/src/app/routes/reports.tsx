import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';
import { paths } from '@/config/paths';

/** reports — its content comes in a later issue (docs/rules.md#routes). */
export function ReportsRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.reports.title')}
      purpose={t('pages.reports.purpose')}
      parents={[{ label: t('pages.services.title'), href: paths.services.getHref() }]}
    />
  );
}
