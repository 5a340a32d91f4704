import type { ShopifyAccount } from '@kits/contract';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { useDisconnectShopifyAccount } from '../api/disconnect-shopify-account';
import { useShopifyAccounts } from '../api/get-shopify-accounts';
import { AccountsTable } from './accounts-table';
import { ConfirmModal } from './confirm-modal';
import { ConnectModal } from './connect-modal';

/**
 * /profile/services/shopify-accounts (docs/rules.md#shopify-account): the user's connected shops
 * and "Connect a shop". A failed list load is only logged (docs/rules.md#spec-8): the page then
 * shows the empty state, never an error toast.
 */
export function ShopifyAccountsPage() {
  const { t } = useTranslation('shopify');
  const accounts = useShopifyAccounts();
  const [connecting, setConnecting] = useState<{ account: ShopifyAccount | null } | null>(null);
  const [leaving, setLeaving] = useState<ShopifyAccount | null>(null);
  const disconnect = useDisconnectShopifyAccount();
  const saved = useSuccessToast();
  const failed = useFailureToast();

  useEffect(() => {
    if (accounts.error) console.error('shopify accounts load failed', accounts.error);
  }, [accounts.error]);

  const confirmDisconnect = () =>
    leaving &&
    disconnect.mutate(leaving.id, {
      onSuccess: (res) => {
        saved(t('list.disconnected'), res.message);
        setLeaving(null);
      },
      onError: (error) => failed(t('list.disconnectFailed'), error),
    });
  const rows = accounts.data ?? [];

  return (
    <>
      <PageHeader title={t('layout:pages.shopifyAccounts.title')} under="profile">
        {rows.length > 0 && (
          <Button onClick={() => setConnecting({ account: null })}>{t('list.connect')}</Button>
        )}
      </PageHeader>
      {accounts.isPending ? (
        <PageSpinner />
      ) : rows.length === 0 ? (
        <EmptyState title={t('empty.title')} text={t('empty.text')}>
          <ul className="text-start mx-auto small text-body-secondary mb-3" style={{ maxWidth: 560 }}>
            <li>{t('empty.publish')}</li>
            <li>{t('empty.stock')}</li>
            <li>{t('empty.orders')}</li>
          </ul>
          <Button onClick={() => setConnecting({ account: null })}>{t('list.connect')}</Button>
        </EmptyState>
      ) : (
        <AccountsTable
          accounts={rows}
          onDisconnect={setLeaving}
          onNewToken={(account) => setConnecting({ account })}
        />
      )}
      {connecting && <ConnectModal account={connecting.account} onHide={() => setConnecting(null)} />}
      <ConfirmModal
        show={!!leaving}
        title={t('list.disconnectTitle', { shop: leaving?.shop_domain ?? '' })}
        confirmLabel={t('list.disconnect')}
        variant="danger"
        busy={disconnect.isPending}
        onConfirm={confirmDisconnect}
        onHide={() => setLeaving(null)}
      >
        <p className="mb-0">{t('list.disconnectText')}</p>
      </ConfirmModal>
    </>
  );
}
