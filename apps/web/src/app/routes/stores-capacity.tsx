import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';
import { paths } from '../../config/paths';

/** stores-capacity — its content comes in a later issue (spec §2 Routes). */
export function StoresCapacityRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.storesCapacity.title')}
      purpose={t('pages.storesCapacity.purpose')}
      parents={[{ label: t('pages.services.title'), href: paths.services.getHref() }]}
    />
  );
}
