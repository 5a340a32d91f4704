import type { ShopifyAccount } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

const VARIANT = { connected: 'success', token_refused: 'danger', unreachable: 'warning' } as const;

/**
 * An account's status (docs/rules.md#shopify-account): connected, token refused, unreachable; the
 * shop's last error, when there is one, is the badge's hint and is read after it.
 */
export function AccountStatusBadge({
  account,
}: {
  account: Pick<ShopifyAccount, 'id' | 'status' | 'last_error'>;
}) {
  const { t } = useTranslation('shopify');
  const hintId = `shopify-status-${account.id}`;
  return (
    <>
      <Badge
        bg={VARIANT[account.status]}
        text={account.status === 'unreachable' ? 'dark' : undefined}
        title={account.last_error ?? undefined}
        aria-describedby={account.last_error ? hintId : undefined}
      >
        {t(`status.${account.status}`)}
      </Badge>
      {account.last_error && account.status !== 'connected' && (
        <div id={hintId} className="small text-body-secondary mt-1 text-break" style={{ maxWidth: 260 }}>
          {account.last_error}
        </div>
      )}
    </>
  );
}
