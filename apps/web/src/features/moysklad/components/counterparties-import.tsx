import type { MoyskladCounterpartyRow } from '@kits/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { QueryState } from '@/components/query-state';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { num } from '@/lib/format';
import { useImportMoyskladCounterparties, useMoyskladCounterparties } from '../api/moysklad-counterparties';

const ACTION_VARIANT: Record<MoyskladCounterpartyRow['action'], string> = {
  linked: 'secondary',
  link: 'info',
  create: 'success',
  skip: 'warning',
};

/**
 * "Import counterparties" on the МойСклад page (docs/moysklad.md §Counterparties): the preview of
 * МойСклад's legal entities and sole traders with their requisites and what happens to each, then
 * one run that links and creates our customers.
 */
export function CounterpartiesImport() {
  const { t } = useTranslation('moysklad-counterparties');
  const [shown, setShown] = useState(false);
  const preview = useMoyskladCounterparties(shown);
  const run = useImportMoyskladCounterparties();
  const done = useSuccessToast();
  const failed = useFailureToast();
  return (
    <Card as="section" aria-labelledby="ms-counterparties-title" className="shadow-sm mb-4">
      <Card.Body>
        <h2 id="ms-counterparties-title" className="h5">
          {t('title')}
        </h2>
        <p className="small text-body-secondary">{t('intro')}</p>
        {!shown ? (
          <Button variant="outline-primary" onClick={() => setShown(true)}>
            {t('show')}
          </Button>
        ) : (
          <QueryState query={preview} errorTitle={t('loadFailed')}>
            {({ rows, counts }) => (
              <>
                <p className="mb-2">
                  {t('counts', {
                    create: num(counts.create),
                    link: num(counts.link),
                    linked: num(counts.linked),
                    skip: num(counts.skip),
                  })}
                </p>
                <BusyButton
                  busy={run.isPending}
                  disabled={counts.create + counts.link === 0}
                  onClick={() =>
                    run.mutate(undefined, {
                      onSuccess: (res) =>
                        done(
                          t('done', {
                            created: num(res.data.created),
                            linked: num(res.data.linked),
                            skipped: num(res.data.skipped),
                          }),
                        ),
                      onError: (err) => failed(t('failed'), err),
                    })
                  }
                >
                  {t('run', { count: counts.create + counts.link })}
                </BusyButton>
                <CounterpartiesTable rows={rows} />
              </>
            )}
          </QueryState>
        )}
      </Card.Body>
    </Card>
  );
}

function CounterpartiesTable({ rows }: { rows: MoyskladCounterpartyRow[] }) {
  const { t } = useTranslation('moysklad-counterparties');
  if (rows.length === 0) return <p className="small text-body-secondary mt-3 mb-0">{t('none')}</p>;
  return (
    <Table size="sm" responsive className="data-table mt-3 mb-0" aria-label={t('tableLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('col.name')}</th>
          <th scope="col">{t('col.inn')}</th>
          <th scope="col">{t('col.kpp')}</th>
          <th scope="col">{t('col.address')}</th>
          <th scope="col">{t('col.contacts')}</th>
          <th scope="col">{t('col.action')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.moysklad_id}>
            <td>
              {row.name}
              {row.company_type === 'entrepreneur' && (
                <div className="small text-body-secondary">{t('soleTrader')}</div>
              )}
            </td>
            <td className="tabular">{row.inn ?? '—'}</td>
            <td className="tabular">{row.kpp ?? '—'}</td>
            <td className="small">{row.legal_address ?? '—'}</td>
            <td className="small">{[row.phone, row.email].filter(Boolean).join(', ') || '—'}</td>
            <td>
              <Badge bg={ACTION_VARIANT[row.action]}>{t(`action.${row.action}`)}</Badge>
              {row.counterparty && <div className="small">{row.counterparty.legal_name}</div>}
              {row.problems.map((problem) => (
                <div key={problem} className="small text-danger-emphasis">
                  {problem}
                </div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
