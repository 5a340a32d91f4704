import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@/components/planned-page';
import { paths } from '@/config/paths';

/** shopify-accounts — its content comes in a later issue (docs/rules.md#routes). */
export function ShopifyAccountsRoute() {
  const { t } = useTranslation('layout');
  return (
    <PlannedPage
      title={t('pages.shopifyAccounts.title')}
      purpose={t('pages.shopifyAccounts.purpose')}
      parents={[{ label: t('pages.profile.title'), href: paths.profile.getHref() }]}
    />
  );
}
