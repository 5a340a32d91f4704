import { isManager, isWarehouseLevel, type User } from '@kits/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyFavouritesModal } from '@/app/favourites/lazy-favourites-modal';
import { NavDropdown } from '@/components/lazy-overlay';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { inOrderingOutlet } from '@/features/auto-orders/utils/outlet';
import { FranchiseMenuItems } from '@/features/franchise/components/franchise-menu-items';
import { NewRequestsBadge } from '@/features/registration-requests/components/new-requests-badge';
import { ShopifyMenuItem } from '@/features/shopify-accounts/components/shopify-menu-item';
import { useUpdatesLogModal } from '@/features/updates-log/components/updates-log-context';
import { appConfig, isEnglishVersion } from '@/lib/app-config';
import { useExportImages } from './use-export-images';

/**
 * The user dropdown of docs/rules.md#header: profile, export images (hidden in English, docs/rules.md#spec-6), export
 * (warehouse-level), online-shop accounts (dropshipping users and anyone with one), services (manager, with the count of new registration requests), favourites (the modal), what's-new, the franchise pages
 * (auto order, retail outlets, sales ranking), logout.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  const updatesLog = useUpdatesLogModal();
  const exportImages = useExportImages();
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  return (
    <>
      <NavDropdown
        id="user-menu"
        align="end"
        title={
          <>
            <span
              className="d-inline-block text-truncate align-bottom user-menu-name"
              title={user.fullname || user.username}
            >
              {user.fullname || user.username}
            </span>
            {isManager(user) && <NewRequestsBadge />}
          </>
        }
      >
        <NavDropdown.Header className="text-truncate" style={{ maxWidth: 260 }}>
          {user.username}
          {user.email && <div className="small fw-normal">{user.email}</div>}
        </NavDropdown.Header>
        <NavDropdown.Item as={Link} to={paths.profile.getHref()}>
          {t('user.profile')}
        </NavDropdown.Item>
        <NavDropdown.Item as="button" onClick={() => setFavouritesOpen(true)}>
          {t('user.favourites')}
        </NavDropdown.Item>
        {!isEnglishVersion && isWarehouseLevel(user) && (
          <NavDropdown.Item as="button" onClick={exportImages.start} disabled={exportImages.running}>
            {t('user.exportImages')}
          </NavDropdown.Item>
        )}
        {isWarehouseLevel(user) && (
          <NavDropdown.Item as={Link} to={paths.export.getHref()}>
            {t('user.export')}
          </NavDropdown.Item>
        )}
        {isWarehouseLevel(user) && <ShopifyMenuItem user={user} />}
        {isManager(user) && (
          <NavDropdown.Item as={Link} to={paths.services.getHref()}>
            {t('user.services')}
            <NewRequestsBadge />
          </NavDropdown.Item>
        )}
        <NavDropdown.Item as="button" onClick={updatesLog.open}>
          {t('user.whatsNew')}
        </NavDropdown.Item>
        <FranchiseMenuItems user={user} autoOrder={inOrderingOutlet(user, appConfig.mainStoreId)} />
        <NavDropdown.Divider />
        <NavDropdown.Item as="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('user.logout')}
        </NavDropdown.Item>
      </NavDropdown>
      <LazyFavouritesModal show={favouritesOpen} onHide={() => setFavouritesOpen(false)} />
    </>
  );
}
