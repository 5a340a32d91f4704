import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';
import { paths } from '../../config/paths';

/** order — its content comes in a later issue (spec §2 Routes). */
export function OrderRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.order.title')}
      purpose={t('pages.order.purpose')}
      parents={[{ label: t('pages.orders.title'), href: paths.orders.getHref() }]}
    />
  );
}
