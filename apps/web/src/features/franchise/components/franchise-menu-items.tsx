import { isFranchise, type User } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavDropdown } from '@/components/lazy-overlay';
import { paths } from '@/config/paths';

/**
 * The franchise part of the user menu (docs/rules.md#franchise: more than one retail outlet): auto order — only in
 * one of the outlets, users in the main store see no auto order button —, retail outlets and the
 * sales ranking. Nothing for anybody else. `autoOrder`: the auto-orders feature's rule (the app
 * composes it in).
 */
export function FranchiseMenuItems({ user, autoOrder }: { user: User; autoOrder: boolean }) {
  const { t } = useTranslation('franchise');
  if (!isFranchise(user.ranking.outlets_count)) return null;
  return (
    <>
      <NavDropdown.Divider />
      <NavDropdown.Header>{t('menu.title')}</NavDropdown.Header>
      {autoOrder && (
        <NavDropdown.Item as={Link} to={paths.autoOrder.getHref()}>
          {t('menu.autoOrder')}
        </NavDropdown.Item>
      )}
      <NavDropdown.Item as={Link} to={paths.retailOutlets.getHref()}>
        {t('menu.retailOutlets')}
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to={paths.salesRanking.getHref()}>
        {t('menu.salesRanking')}
      </NavDropdown.Item>
    </>
  );
}
