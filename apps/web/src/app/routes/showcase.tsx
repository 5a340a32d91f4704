import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';

/** showcase — its content comes in a later issue (docs/rules.md#routes). */
export function ShowcaseRoute() {
  const { t } = useTranslation('layout');
  return <PlannedPage title={t('pages.showcase.title')} purpose={t('pages.showcase.purpose')} />;
}
