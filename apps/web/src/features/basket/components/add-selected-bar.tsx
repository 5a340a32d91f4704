import type { BasketAddLinesResponse } from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useStoreConfirmation } from '@/hooks/use-store-confirmation';
import { num } from '@/lib/format';
import { useAddBasketLines } from '../api/add-basket-lines';
import { basketSelection, useBasketSelection } from '../utils/basket-selection';

type Outcome = BasketAddLinesResponse['value'];

/**
 * "Add selected" (docs/rules.md#basket-batch-add): a bar at the foot of the screen while catalogue
 * rows are ticked, naming how many, that puts them all into the basket in ONE call (POST
 * basket/lines) with each row's typed quantity, then says what went in and, line by line, what the
 * stock capped ("only 3 available — took 3") or refused (no price, no stock). What went in is
 * unticked; a refused line stays ticked. In an unconfirmed store the button asks for the store
 * first (docs/rules.md#store-confirmation).
 */
export function AddSelectedBar() {
  const { t } = useTranslation('basket');
  const picked = useBasketSelection();
  const { confirmed, ask } = useStoreConfirmation();
  const add = useAddBasketLines();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (picked.size === 0 && !outcome && !failure) return null;

  const send = () => {
    if (!confirmed) return ask();
    setOutcome(null);
    setFailure(null);
    const lines = [...picked.values()].map(({ product, count }) => ({ id: product.id, count }));
    add.mutate(lines, {
      onSuccess: (res) => {
        setOutcome(res.value);
        basketSelection.clear(res.value.lines.filter((line) => line.added > 0).map((line) => line.id));
      },
      onError: (error) => setFailure(error.message),
    });
  };
  const notes = outcome?.lines.filter((line) => line.outcome !== 'added') ?? [];
  const nameOf = (line: Outcome['lines'][number]) => line.name ?? `#${line.id}`;

  return (
    <section className="add-selected-bar border-top bg-body shadow py-2 px-3" aria-label={t('select.bar')}>
      <div role="status">
        {outcome && (
          <Alert
            variant={outcome.added_lines > 0 ? (notes.length > 0 ? 'warning' : 'success') : 'danger'}
            dismissible
            closeLabel={t('offer.dismiss')}
            onClose={() => setOutcome(null)}
            className="py-2 mb-2 small"
          >
            <strong>
              {outcome.added_lines > 0
                ? t('select.doneTitle', { lines: num(outcome.added_lines), units: num(outcome.units) })
                : t('select.nothingTitle')}
            </strong>
            {notes.length > 0 && (
              <ul className="mb-0 mt-1 ps-3">
                {notes.map((line) => (
                  <li key={line.id}>
                    {line.outcome === 'capped'
                      ? t('select.capped', {
                          name: nameOf(line),
                          available: num(line.available ?? line.added),
                          added: num(line.added),
                        })
                      : t(`select.refused.${line.problem ?? 'out_of_stock'}`, { name: nameOf(line) })}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {failure && (
          <Alert variant="danger" dismissible onClose={() => setFailure(null)} className="py-2 mb-2 small">
            <strong>{t('select.failed')}</strong> {failure}
          </Alert>
        )}
      </div>
      {picked.size > 0 && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="fw-semibold">{t('select.count', { count: picked.size })}</span>
          <Button variant="primary" size="sm" onClick={send} disabled={add.isPending}>
            {add.isPending && <Spinner animation="border" size="sm" className="me-1" aria-hidden />}
            {add.isPending ? t('select.adding') : t('select.add')}
          </Button>
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => basketSelection.clear()}
            disabled={add.isPending}
          >
            {t('select.clear')}
          </Button>
        </div>
      )}
    </section>
  );
}
