import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';
import { paths } from '../../config/paths';

/** basket — its content comes in a later issue (spec §2 Routes). */
export function BasketRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.basket.title')}
      purpose={t('pages.basket.purpose')}
      parents={[{ label: t('pages.catalog.title'), href: paths.catalog.getHref() }]}
    />
  );
}
