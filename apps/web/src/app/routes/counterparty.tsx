import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';
import { paths } from '@/config/paths';

/** counterparty — its content comes in a later issue (docs/rules.md#routes). */
export function CounterpartyRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.counterparty.title')}
      purpose={t('pages.counterparty.purpose')}
      parents={[{ label: t('pages.services.title'), href: paths.services.getHref() }]}
    />
  );
}
