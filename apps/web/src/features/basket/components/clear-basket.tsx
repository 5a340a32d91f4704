import { canClearBasket } from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';
import { useBasket } from '../hooks/use-basket';
import { TrashIcon } from './icons';

/**
 * Clear basket (docs/rules.md#basket-logic Clearing, docs/rules.md#spec-5: disabled while updating or not synced), asking first: the
 * confirmation is inline, so the basket modal never stacks a second modal.
 */
export function ClearBasket() {
  const { t } = useTranslation('basket');
  const basket = useBasket();
  const [asking, setAsking] = useState(false);
  const allowed = canClearBasket({ updating: basket.changing || basket.loading, synced: basket.synced });
  if (asking)
    return (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="small">{t('clear.confirm', { n: num(basket.lines.length) })}</span>
        <Button
          size="sm"
          variant="danger"
          disabled={!allowed}
          onClick={async () => {
            await basket.clear();
            setAsking(false);
          }}
        >
          {t('clear.yes')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => setAsking(false)}>
          {t('clear.no')}
        </Button>
      </div>
    );
  return (
    <Button
      size="sm"
      variant="outline-danger"
      className="d-inline-flex align-items-center gap-1"
      disabled={!allowed || basket.lines.length === 0}
      onClick={() => setAsking(true)}
    >
      <TrashIcon />
      {t('clear.button')}
    </Button>
  );
}
