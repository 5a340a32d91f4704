import type { IntegrationKey } from '@kits/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { dateTime } from '@/lib/format';
import { useRevokeIntegrationKey } from '../api/revoke-integration-key';

/** Every key: name and prefix, scopes, created (by whom), last used, state, and Revoke for an active one. */
export function KeysTable({ keys }: { keys: IntegrationKey[] }) {
  const { t } = useTranslation('integration-keys');
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);
  if (keys.length === 0) return <p className="text-body-secondary">{t('list.empty')}</p>;
  return (
    <section aria-labelledby="integration-keys-list-title">
      <h2 id="integration-keys-list-title" className="h5">
        {t('list.title')}
      </h2>
      <Table responsive hover className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t('list.name')}</th>
            <th scope="col">{t('list.scopes')}</th>
            <th scope="col">{t('list.created')}</th>
            <th scope="col">{t('list.lastUsed')}</th>
            <th scope="col">{t('list.state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <td>
                <div>{key.name}</div>
                <code className="small">{key.prefix}…</code>
              </td>
              <td>
                {key.scopes.map((scope) => (
                  <Badge key={scope} bg="secondary" className="me-1 fw-normal">
                    {scope}
                  </Badge>
                ))}
              </td>
              <td className="small">
                {dateTime(key.created_at)}
                {key.created_by && <div className="text-body-secondary">{key.created_by.username}</div>}
              </td>
              <td className="small">{key.last_used_at ? dateTime(key.last_used_at) : t('list.never')}</td>
              <td>
                {key.revoked_at ? (
                  <Badge bg="danger">{t('list.revokedAt', { at: dateTime(key.revoked_at) })}</Badge>
                ) : (
                  <Badge bg="success">{t('list.active')}</Badge>
                )}
              </td>
              <td className="text-end">
                {!key.revoked_at && (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => setRevoking(key)}
                    aria-label={t('list.revokeNamed', { name: key.name })}
                  >
                    {t('list.revoke')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <RevokeModal target={revoking} onHide={() => setRevoking(null)} />
    </section>
  );
}

/** "Revoke key «…»?": what stops, Cancel and Revoke (a toast either way). */
function RevokeModal({ target, onHide }: { target: IntegrationKey | null; onHide: () => void }) {
  const { t } = useTranslation('integration-keys');
  const revoke = useRevokeIntegrationKey();
  const saved = useSuccessToast();
  const failed = useFailureToast();
  const confirm = () =>
    target &&
    revoke.mutate(target.id, {
      onSuccess: () => {
        saved(t('revoke.done', { name: target.name }));
        onHide();
      },
      onError: (error) => failed(t('revoke.failed'), error),
    });
  return (
    <Modal show={!!target} onHide={onHide} centered aria-labelledby="integration-key-revoke-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="integration-key-revoke-title" as="h2" className="h5">
          {t('revoke.title', { name: target?.name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('revoke.text')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={revoke.isPending}>
          {t('revoke.cancel')}
        </Button>
        <BusyButton variant="danger" busy={revoke.isPending} onClick={confirm}>
          {t('revoke.confirm')}
        </BusyButton>
      </Modal.Footer>
    </Modal>
  );
}
