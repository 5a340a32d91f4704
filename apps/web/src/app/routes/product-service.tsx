import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';
import { paths } from '../../config/paths';

/** product-service — its content comes in a later issue (spec §2 Routes). */
export function ProductServiceRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.productService.title')}
      purpose={t('pages.productService.purpose')}
      parents={[{ label: t('pages.services.title'), href: paths.services.getHref() }]}
    />
  );
}
