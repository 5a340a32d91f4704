import type { Currency } from '@kits/contract';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/format';
import { useRecommendedSum } from '../api/get-recommended-sum';

type Props = {
  currency: Currency;
  min: number;
  disabled: boolean;
  onUse: (sum: number) => void;
};

/**
 * The recommended sum of the auto-order form (GET recommended-sum, docs/auto-order.md "Sums"; a
 * failure is only logged) with "use it". It counts what the outlet's basket holds as on its way,
 * so it falls when an auto order goes into the basket (and rises when the basket is emptied): when it
 * changes while the page is open, the old and the new sum are shown with the reason
 * (docs/rules.md#auto-order-flow), never silently.
 */
export function RecommendedSum({ currency, min, disabled, onUse }: Props) {
  const { t } = useTranslation('auto-orders');
  const recommended = useRecommendedSum({ enabled: true });
  const first = useRef<number | null>(null);
  const value = recommended.data ?? null;
  if (first.current === null && value !== null) first.current = value;
  const before = first.current;
  return (
    <div className="mb-3 d-flex flex-wrap align-items-center gap-2">
      <span>{t('recommended')}</span>
      {recommended.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('common:loading')}</span>
        </Spinner>
      ) : value !== null ? (
        <>
          <strong className="tabular" data-testid="recommended-sum">
            {money(value, currency)}
          </strong>
          <Button variant="outline-primary" size="sm" onClick={() => onUse(value)} disabled={disabled}>
            {t('useRecommended')}
          </Button>
        </>
      ) : (
        <span className="text-body-secondary">{t('recommendedUnavailable')}</span>
      )}
      <div className="w-100 small text-body-secondary" role="status" data-testid="recommended-note">
        {before !== null && value !== null && before !== value
          ? t(value < before ? 'recommendedFell' : 'recommendedRose', {
              before: money(before, currency),
              after: money(value, currency),
              min: money(min, currency),
            })
          : t('recommendedHint')}
      </div>
    </div>
  );
}
