import type { MoyskladConnection } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

type Account = NonNullable<MoyskladConnection['account']>;

const VARIANT = { connected: 'success', token_refused: 'danger', unreachable: 'warning' } as const;

/**
 * The account's status (docs/moysklad.md): connected, token refused, unreachable; МойСклад's last
 * error, when the account is not connected, stands under the badge and is read after it.
 */
export function StatusBadge({ account }: { account: Pick<Account, 'status' | 'last_error'> }) {
  const { t } = useTranslation('moysklad');
  const error = account.status !== 'connected' ? account.last_error : null;
  return (
    <>
      <Badge
        bg={VARIANT[account.status]}
        text={account.status === 'unreachable' ? 'dark' : undefined}
        aria-describedby={error ? 'moysklad-status-error' : undefined}
      >
        {t(`status.${account.status}`)}
      </Badge>
      {error && (
        <div id="moysklad-status-error" className="small text-body-secondary mt-1 text-break">
          {error}
        </div>
      )}
    </>
  );
}
