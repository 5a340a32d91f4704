import { type Account, type PasswordLink, TOAST_DELAY } from '@kits/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { TableHead } from '@/components/table-head';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { num } from '@/lib/format';
import '@/components/data-table.css';
import { useAccounts } from '../api/get-accounts';
import { useIssuePasswordLink } from '../api/issue-password-link';
import { useSetAccountLocked } from '../api/set-account-locked';
import { AccountFormModal } from './account-form-modal';
import { PasswordLinkModal } from './password-link-modal';

/**
 * The users of a counterparty (docs/rules.md#counterparty users) for its card: login, name,
 * e-mail, phone, rights, discount and status, with adding a user (the answer shows its
 * set-password link), editing one, locking and unlocking (after a confirmation), and issuing a new
 * set-password link (docs/rules.md#password-link) shown with a Copy button or "sent to <e-mail>".
 */
export function AccountsPanel({ counterpartyId }: { counterpartyId: number }) {
  const { t } = useTranslation('accounts');
  const accounts = useAccounts(counterpartyId);
  const saved = useSuccessToast();
  const failed = useFailureToast(TOAST_DELAY.short);
  const setLocked = useSetAccountLocked();
  const issueLink = useIssuePasswordLink();
  /** undefined: no form; null: a new user; else the account edited. */
  const [editing, setEditing] = useState<Account | null | undefined>(undefined);
  const [locking, setLocking] = useState<Account | null>(null);
  const [link, setLink] = useState<{ username: string; link: PasswordLink } | null>(null);

  const lock = (account: Account, locked: boolean) =>
    setLocked.mutate(
      { id: account.id, locked },
      {
        onSuccess: () => {
          setLocking(null);
          saved(t(locked ? 'lock.locked' : 'lock.unlocked', { username: account.username }));
        },
        onError: (error) => failed(t('lock.failed'), error),
      },
    );
  const newLink = (account: Account) =>
    issueLink.mutate(account.id, {
      onSuccess: ({ data }) => setLink({ username: account.username, link: data }),
      onError: (error) => failed(t('link.failed'), error),
    });

  const columns = ['username', 'fullname', 'email', 'phone', 'groups', 'discount', 'status'] as const;
  return (
    <section aria-labelledby="accounts-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h3 id="accounts-title" className="h6 mb-0 me-auto">
          {t('panel.title')}
        </h3>
        <Button size="sm" onClick={() => setEditing(null)}>
          {t('panel.add')}
        </Button>
      </div>
      <QueryState
        query={accounts}
        errorTitle={t('panel.loadError')}
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="text-body-secondary small mb-0">{t('panel.empty')}</p>}
      >
        {(rows) => (
          <div className="table-responsive">
            <Table size="sm" hover className="data-table align-middle mb-0" aria-label={t('panel.table')}>
              <TableHead
                cells={[
                  ...columns.map((c) => ({
                    label: t(`columns.${c}`),
                    className: c === 'discount' ? 'text-end' : '',
                  })),
                  { label: t('columns.actions'), hidden: true },
                ]}
              />
              <tbody>
                {rows.map((a) => (
                  <tr key={a.id} className={a.locked ? 'text-body-secondary' : undefined}>
                    <td className="fw-semibold text-nowrap">{a.username}</td>
                    <td>{a.fullname}</td>
                    <td className="text-break">{a.email ?? '—'}</td>
                    <td className="text-nowrap">{a.phone ?? '—'}</td>
                    <td className="small">
                      {a.groups.length > 0
                        ? a.groups.map((g) => t(`groups.${g}`)).join(', ')
                        : t('groups.none')}
                      {a.company_admin && (
                        <Badge bg="info" text="dark" className="ms-1">
                          {t('companyAdmin')}
                        </Badge>
                      )}
                    </td>
                    <td className="text-end text-nowrap">{num(a.discount, a.discount % 1 ? 2 : 0)} %</td>
                    <td>
                      <Badge bg={a.locked ? 'secondary' : 'success'}>
                        {t(a.locked ? 'status.locked' : 'status.active')}
                      </Badge>
                    </td>
                    <td className="text-end text-nowrap">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="me-1"
                        aria-label={t('actions.editNamed', { username: a.username })}
                        onClick={() => setEditing(a)}
                      >
                        {t('actions.edit')}
                      </Button>
                      <Dropdown className="d-inline-block" align="end">
                        <Dropdown.Toggle
                          size="sm"
                          variant="outline-secondary"
                          aria-label={t('actions.more', { username: a.username })}
                        >
                          <span aria-hidden="true">⋯</span>
                        </Dropdown.Toggle>
                        <Dropdown.Menu>
                          <Dropdown.Item
                            as="button"
                            onClick={() => newLink(a)}
                            disabled={issueLink.isPending}
                          >
                            {t('actions.link')}
                          </Dropdown.Item>
                          {a.locked ? (
                            <Dropdown.Item as="button" onClick={() => lock(a, false)}>
                              {t('actions.unlock')}
                            </Dropdown.Item>
                          ) : (
                            <Dropdown.Item as="button" className="text-danger" onClick={() => setLocking(a)}>
                              {t('actions.lock')}
                            </Dropdown.Item>
                          )}
                        </Dropdown.Menu>
                      </Dropdown>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </QueryState>

      {editing !== undefined && (
        <AccountFormModal
          key={editing?.id ?? 'new'}
          show
          counterpartyId={counterpartyId}
          account={editing}
          onHide={() => setEditing(undefined)}
          onCreated={({ data, link: created }) => {
            setEditing(undefined);
            setLink({ username: data.username, link: created });
          }}
        />
      )}
      <Modal show={locking !== null} onHide={() => setLocking(null)} centered aria-labelledby="lock-title">
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="lock-title" as="h2" className="h5">
            {t('lock.confirmTitle', { username: locking?.username })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('lock.confirmText')}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setLocking(null)}>
            {t('form.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={setLocked.isPending}
            onClick={() => locking && lock(locking, true)}
          >
            {t('lock.confirm')}
          </Button>
        </Modal.Footer>
      </Modal>
      <PasswordLinkModal
        link={link?.link ?? null}
        username={link?.username ?? ''}
        onHide={() => setLink(null)}
      />
    </section>
  );
}
