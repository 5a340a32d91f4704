import { isManager, isWarehouseLevel } from '@kits/contract';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useMe } from '@/api/get-me';
import { paths } from '@/config/paths';
import { FreshAutoOrderPrompt } from '@/features/auto-orders/components/fresh-auto-order-prompt';
import { OccupancyNav } from '@/features/occupancy/components/occupancy-nav';
import { NewOrdersBadge } from '@/features/orders/components/new-orders-badge';
import { StoreSelector } from '@/features/stores/components/store-selector';
import { BasketButton } from './basket-button';
import { CategoryMenu } from './category-menu';
import { GuestMenu } from './guest-menu';
import { HeaderSearch } from './header-search';
import './header.css';
import { useViewSync } from './use-view-sync';
import { UserMenu } from './user-menu';
import { VersionBadge } from './version-badge';
import { VersionSwitch } from './version-switch';

/**
 * The header of docs/rules.md#spec-2: brand, catalogue categories, quick order and shopping lists
 * (warehouse-level, docs/rules.md#shopping-lists), about, the catalogue search
 * (docs/rules.md#header-search), store selector, basket and orders
 * (warehouse-level), user menu, login/registration for guests, version switch for managers (with a notice while
 * they view another version, docs/rules.md#version-switch).
 * Collapses behind a toggler below the lg breakpoint; the basket button then stays in the bar.
 */
export function Header() {
  const { t } = useTranslation('layout');
  const me = useMe();
  const user = me.data ?? null;
  useViewSync(me);
  return (
    <Navbar expand="lg" sticky="top" className="app-header bg-body border-bottom shadow-sm" collapseOnSelect>
      <Container fluid="xxl">
        <Navbar.Brand as={Link} to={paths.home.getHref()} className="d-flex align-items-center gap-2">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="fw-semibold header-brand-name">{t('common:brand')}</span>
        </Navbar.Brand>
        {isWarehouseLevel(user) && <BasketButton display="d-flex d-lg-none ms-auto me-2" bar />}
        <Navbar.Toggle aria-controls="app-nav" label={t('nav.toggle')} />
        <Navbar.Collapse id="app-nav">
          <Nav className="me-auto">
            {user && <CategoryMenu />}
            {user && (
              <Nav.Link as={NavLink} to={paths.showcase.getHref()}>
                {t('nav.showcase')}
              </Nav.Link>
            )}
            {isWarehouseLevel(user) && (
              <Nav.Link as={NavLink} to={paths.quickOrder.getHref()}>
                {t('nav.quickOrder')}
              </Nav.Link>
            )}
            {isWarehouseLevel(user) && (
              <Nav.Link as={NavLink} to={paths.lists.getHref()}>
                {t('nav.lists')}
              </Nav.Link>
            )}
            {/* Signed in, the wide bar is full: "about" stays on the home page (the brand leads there) and in the phone's menu. */}
            <Nav.Link
              as={Link}
              to={{ pathname: paths.home.getHref(), hash: 'about' }}
              className={user ? 'd-lg-none' : undefined}
            >
              {t('nav.about')}
            </Nav.Link>
          </Nav>
          {user && <HeaderSearch />}
          <Nav className="align-items-lg-center">
            {user && <StoreSelector user={user} />}
            {user && <OccupancyNav user={user} />}
            {user && <FreshAutoOrderPrompt user={user} />}
            {isManager(user) && <VersionSwitch />}
            {isWarehouseLevel(user) && <BasketButton display="d-none d-lg-flex" />}
            {isWarehouseLevel(user) && (
              <Nav.Link as={NavLink} to={paths.orders.getHref()}>
                {t('nav.orders')}
                {isManager(user) && <NewOrdersBadge />}
              </Nav.Link>
            )}
            {user && <UserMenu user={user} />}
            {!user && !me.isPending && <GuestMenu />}
          </Nav>
        </Navbar.Collapse>
      </Container>
      {isManager(user) && user?.view_locale && <VersionBadge shown={user.view_locale} />}
    </Navbar>
  );
}
