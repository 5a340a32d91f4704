import type { MoyskladConnection } from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { dateTime } from '@/lib/format';
import { useDisconnectMoysklad } from '../api/disconnect-moysklad';
import { StatusBadge } from './status-badge';

type Account = NonNullable<MoyskladConnection['account']>;

/**
 * The connected account (docs/moysklad.md): its name, status (with МойСклад's last error), when it
 * was connected, whether webhooks are registered (or why not; not `mapped` yet: that saving the
 * mapping registers them), and Disconnect behind a confirm dialog.
 */
export function AccountCard({
  account,
  webhooks,
  mapped,
}: {
  account: Account;
  webhooks: MoyskladConnection['webhooks'];
  mapped: boolean;
}) {
  const { t } = useTranslation('moysklad');
  const [confirming, setConfirming] = useState(false);
  return (
    <Card as="section" aria-labelledby="moysklad-account-title" className="shadow-sm mb-4">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
          <h2 id="moysklad-account-title" className="h5 mb-0">
            {t('account.title')}
          </h2>
          <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
            {t('account.disconnect')}
          </Button>
        </div>
        <dl className="row mb-0 small">
          <dt className="col-sm-3">{t('account.name')}</dt>
          <dd className="col-sm-9 fw-semibold">{account.name}</dd>
          <dt className="col-sm-3">{t('account.status')}</dt>
          <dd className="col-sm-9">
            <StatusBadge account={account} />
          </dd>
          <dt className="col-sm-3">{t('account.connectedAt')}</dt>
          <dd className="col-sm-9">{dateTime(account.connected_at)}</dd>
          <dt className="col-sm-3">{t('account.webhooks')}</dt>
          <dd className="col-sm-9 mb-0">
            {webhooks.registered
              ? t('account.webhooksOn')
              : webhooks.reason
                ? t('account.webhooksOff', { reason: webhooks.reason })
                : t(mapped ? 'account.webhooksOffNoReason' : 'account.webhooksAfterMapping')}
          </dd>
        </dl>
      </Card.Body>
      <DisconnectModal show={confirming} onHide={() => setConfirming(false)} />
    </Card>
  );
}

/** "Disconnect МойСклад?": what stays and what stops, Cancel and Disconnect (a toast either way). */
function DisconnectModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('moysklad');
  const disconnect = useDisconnectMoysklad();
  const saved = useSuccessToast();
  const failed = useFailureToast();
  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: (res) => {
        saved(t('account.disconnected'), res.message);
        onHide();
      },
      onError: (error) => failed(t('account.disconnectFailed'), error),
    });
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="moysklad-disconnect-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="moysklad-disconnect-title" as="h2" className="h5">
          {t('account.disconnectTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('account.disconnectText')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={disconnect.isPending}>
          {t('cancel')}
        </Button>
        <BusyButton variant="danger" busy={disconnect.isPending} onClick={confirm}>
          {t('account.disconnectConfirm')}
        </BusyButton>
      </Modal.Footer>
    </Modal>
  );
}
