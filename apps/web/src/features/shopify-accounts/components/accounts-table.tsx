import type { ShopifyAccount } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableHead } from '@/components/table-head';
import { paths } from '@/config/paths';
import { dateTime, num } from '@/lib/format';
import { AccountStatusBadge } from './account-status-badge';

type Props = {
  accounts: ShopifyAccount[];
  onDisconnect: (account: ShopifyAccount) => void;
  onNewToken: (account: ShopifyAccount) => void;
};

/**
 * The connected shops (docs/rules.md#shopify-account): name (a link to the account page), domain,
 * status with the last error, published products, new orders, last sync, currency (warned when
 * we do not sell in it); per row a new token (for a refused one) and disconnect.
 */
export function AccountsTable({ accounts, onDisconnect, onNewToken }: Props) {
  const { t } = useTranslation('shopify');
  return (
    <Table responsive hover className="align-middle">
      <caption className="visually-hidden">{t('list.caption')}</caption>
      <TableHead
        className="table-light text-nowrap"
        cells={[
          { label: t('list.columns.shop') },
          { label: t('list.columns.status') },
          { label: t('list.columns.published'), className: 'text-end' },
          { label: t('list.columns.newOrders'), className: 'text-end' },
          { label: t('list.columns.lastSync') },
          { label: t('list.columns.currency') },
          { label: t('list.columns.actions'), hidden: true },
        ]}
      />
      <tbody>
        {accounts.map((account) => (
          <tr key={account.id}>
            <td>
              <Link to={paths.shopifyAccount.getHref(account.id)} className="fw-semibold">
                {account.name || account.shop_domain}
              </Link>
              <div className="small text-body-secondary text-nowrap">{account.shop_domain}</div>
            </td>
            <td>
              <AccountStatusBadge account={account} />
            </td>
            <td className="text-end">{num(account.published)}</td>
            <td className="text-end">
              {account.new_orders > 0 ? <strong>{num(account.new_orders)}</strong> : num(0)}
            </td>
            <td className="text-nowrap">
              {account.last_sync_at ? dateTime(account.last_sync_at) : t('list.never')}
            </td>
            <td>
              {account.currency ?? '—'}
              {account.currency && !account.currency_supported && (
                <div className="small text-danger">{t('list.currencyUnsupported')}</div>
              )}
            </td>
            <td className="text-end text-nowrap">
              {account.status === 'token_refused' && (
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="me-2"
                  onClick={() => onNewToken(account)}
                  aria-label={t('list.newTokenFor', { shop: account.shop_domain })}
                >
                  {t('list.newToken')}
                </Button>
              )}
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => onDisconnect(account)}
                aria-label={t('list.disconnectFor', { shop: account.shop_domain })}
              >
                {t('list.disconnect')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
