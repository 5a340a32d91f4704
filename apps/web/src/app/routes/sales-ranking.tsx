import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';
import { paths } from '../../config/paths';

/** sales-ranking — its content comes in a later issue (spec §2 Routes). */
export function SalesRankingRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.salesRanking.title')}
      purpose={t('pages.salesRanking.purpose')}
      parents={[{ label: t('pages.profile.title'), href: paths.profile.getHref() }]}
    />
  );
}
