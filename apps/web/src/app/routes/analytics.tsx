import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';
import { paths } from '@/config/paths';

/** analytics — its content comes in a later issue (docs/rules.md#routes). */
export function AnalyticsRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.analytics.title')}
      purpose={t('pages.analytics.purpose')}
      parents={[{ label: t('pages.services.title'), href: paths.services.getHref() }]}
    />
  );
}
