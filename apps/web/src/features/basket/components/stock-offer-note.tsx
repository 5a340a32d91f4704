import type { StockOffer } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';

type Props = {
  /** What `stockOffer` said about the typed count (not `ok`). */
  offer: Exclude<StockOffer, { kind: 'ok' }>;
  /** The units the stock holds for this field: stock − basket for an add, the stock for a line's count. */
  limit: number;
  /** The count "take" puts in (`offer.take` less what the line holds for an add). */
  take: number;
  name: string;
  onTake: (count: number) => void;
  onDismiss: () => void;
};

/**
 * The offer shown under a quantity field instead of a refusal (docs/rules.md#stock-offer): "only 3
 * available — take 3", the quick order's, with one click to take them; "no more in stock" when not
 * one more pack fits. Said to screen readers as it appears; Esc or "×" drops it.
 */
export function StockOfferNote({ offer, limit, take, name, onTake, onDismiss }: Props) {
  const { t } = useTranslation('basket');
  return (
    <div
      className="basket-offer small d-flex flex-wrap align-items-center gap-1 mt-1"
      role="status"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDismiss();
        }
      }}
    >
      {offer.kind === 'offer' ? (
        <>
          <span className="text-danger-emphasis">{t('offer.only', { available: num(limit) })}</span>
          <Button
            size="sm"
            variant="outline-primary"
            className="py-0"
            aria-label={t('offer.takeFor', { n: num(take), name })}
            onClick={() => onTake(take)}
          >
            {t('offer.take', { n: num(take) })}
          </Button>
        </>
      ) : (
        <span className="text-danger-emphasis">{t('offer.none')}</span>
      )}
      <button
        type="button"
        className="btn-close btn-close-sm ms-1"
        aria-label={t('offer.dismiss')}
        onClick={onDismiss}
      />
    </div>
  );
}
