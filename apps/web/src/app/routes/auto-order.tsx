import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';
import { paths } from '../../config/paths';

/** auto-order — its content comes in a later issue (spec §2 Routes). */
export function AutoOrderRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.autoOrder.title')}
      purpose={t('pages.autoOrder.purpose')}
      parents={[{ label: t('pages.catalog.title'), href: paths.catalog.getHref() }]}
    />
  );
}
