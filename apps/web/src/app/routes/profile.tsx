import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';

/** profile — its content comes in a later issue (spec §2 Routes). */
export function ProfileRoute() {
  const { t } = useTranslation('layout');
  return <PlannedPage title={t('pages.profile.title')} purpose={t('pages.profile.purpose')} />;
}
