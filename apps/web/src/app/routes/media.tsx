import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../components/planned-page';
import { paths } from '../../config/paths';

/** media — its content comes in a later issue (spec §2 Routes). */
export function MediaRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.media.title')}
      purpose={t('pages.media.purpose')}
      parents={[{ label: t('pages.services.title'), href: paths.services.getHref() }]}
    />
  );
}
