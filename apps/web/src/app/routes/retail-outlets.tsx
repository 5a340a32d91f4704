import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';
import { paths } from '../../config/paths';

/** retail-outlets — its content comes in a later issue (spec §2 Routes). */
export function RetailOutletsRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.retailOutlets.title')}
      purpose={t('pages.retailOutlets.purpose')}
      parents={[{ label: t('pages.profile.title'), href: paths.profile.getHref() }]}
    />
  );
}
