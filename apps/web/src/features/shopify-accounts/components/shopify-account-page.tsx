import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useUser } from '@/api/get-me';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { dateTime, num } from '@/lib/format';
import type { ProductsQueryOptions } from '@/lib/products-query';
import { useShopifyAccount } from '../api/get-shopify-account';
import { AccountStatusBadge } from './account-status-badge';
import { ConnectModal } from './connect-modal';
import { OrdersSection } from './orders-section';
import { PublishSection } from './publish-section';

const TABS = ['publish', 'orders'] as const;

/**
 * /profile/services/shopify-accounts/:id (docs/rules.md#shopify-account): one connected shop —
 * status, links to the shop and its admin, counts — and its two tabs, Publish and Orders (the tab
 * is kept in `?tab=`). Another user's account answers 404: the page says it is not found.
 * `productsQuery` is the catalogue's products query, composed in by the app (app/routes/shopify-accounts).
 */
export function ShopifyAccountPage({ productsQuery }: { productsQuery: ProductsQueryOptions }) {
  const { t } = useTranslation('shopify');
  const id = Number(useParams().id);
  const user = useUser();
  const account = useShopifyAccount(id);
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((x) => x === search.get('tab')) ?? 'publish';
  const [newToken, setNewToken] = useState(false);

  useEffect(() => {
    if (account.error) console.error('shopify account load failed', account.error);
  }, [account.error]);

  const parents = [{ label: t('layout:pages.shopifyAccounts.title'), href: paths.shopifyAccounts.getHref() }];
  if (account.isPending) return <PageSpinner />;
  if (!account.data)
    return (
      <>
        <PageHeader title={t('account.notFound')} under="profile" parents={parents} />
        <Alert variant="light" className="border">
          <Link to={paths.shopifyAccounts.getHref()}>{t('account.back')}</Link>
        </Alert>
      </>
    );
  const a = account.data;
  return (
    <>
      <PageHeader title={a.name || a.shop_domain} under="profile" parents={parents}>
        <AccountStatusBadge account={a} />
      </PageHeader>
      <div className="d-flex flex-wrap gap-3 small text-body-secondary mb-3">
        <a href={`https://${a.shop_domain}`} target="_blank" rel="noreferrer">
          {a.shop_domain}
        </a>
        <a href={`https://${a.shop_domain}/admin/products`} target="_blank" rel="noreferrer">
          {t('account.admin')}
        </a>
        <span>{t('account.published', { count: a.published, formatted: num(a.published) })}</span>
        <span>
          {a.last_sync_at
            ? t('account.lastSync', { at: dateTime(a.last_sync_at) })
            : t('account.neverSynced')}
        </span>
        <span>{t('account.currency', { currency: a.currency ?? '—' })}</span>
      </div>
      {a.status !== 'connected' && (
        <Alert variant="warning" className="small">
          {t(`account.statusHelp.${a.status}`)} {a.last_error}
          {a.status === 'token_refused' && (
            <Button size="sm" variant="outline-dark" className="ms-2" onClick={() => setNewToken(true)}>
              {t('list.newToken')}
            </Button>
          )}
        </Alert>
      )}
      {newToken && <ConnectModal account={a} onHide={() => setNewToken(false)} />}
      <Tabs
        id="shopify-account-tabs"
        activeKey={tab}
        onSelect={(key) => setSearch({ tab: key ?? 'publish' }, { replace: true })}
        className="mb-3"
        mountOnEnter
      >
        <Tab eventKey="publish" title={t('account.tabs.publish')}>
          <PublishSection
            account={a}
            currency={user?.current_store.currency ?? 'RUB'}
            productsQuery={productsQuery}
          />
        </Tab>
        <Tab
          eventKey="orders"
          title={
            a.new_orders > 0 ? t('account.tabs.ordersNew', { count: a.new_orders }) : t('account.tabs.orders')
          }
        >
          <OrdersSection account={a} />
        </Tab>
      </Tabs>
    </>
  );
}
