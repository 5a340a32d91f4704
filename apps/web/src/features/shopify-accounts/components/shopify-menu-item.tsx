import { isWarehouseLevel, type User } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavDropdown } from '@/components/lazy-overlay';
import { paths } from '@/config/paths';
import { useShopifyAccounts } from '../api/get-shopify-accounts';

/**
 * The user menu's "Online-shop accounts" (docs/rules.md#shopify-account): always for dropshipping
 * users; for other warehouse-level users only once they have a connected account (the list loads
 * when the menu opens; a failure only hides the item, docs/rules.md#spec-8).
 */
export function ShopifyMenuItem({ user }: { user: User }) {
  const { t } = useTranslation('layout');
  const dropshipper = user.groups.includes('dropshipping');
  const accounts = useShopifyAccounts({ enabled: !dropshipper && isWarehouseLevel(user) });
  if (!dropshipper && !accounts.data?.length) return null;
  return (
    <NavDropdown.Item as={Link} to={paths.shopifyAccounts.getHref()}>
      {t('pages.shopifyAccounts.title')}
    </NavDropdown.Item>
  );
}
