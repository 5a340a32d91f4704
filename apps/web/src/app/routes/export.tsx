import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';

/** export — its content comes in a later issue (spec §2 Routes). */
export function ExportRoute() {
  const { t } = useTranslation('layout');
  return <PlannedPage title={t('pages.export.title')} purpose={t('pages.export.purpose')} />;
}
