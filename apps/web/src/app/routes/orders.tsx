import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';

/** orders — its content comes in a later issue (spec §2 Routes). */
export function OrdersRoute() {
  const { t } = useTranslation('layout');
  return <PlannedPage title={t('pages.orders.title')} purpose={t('pages.orders.purpose')} />;
}
