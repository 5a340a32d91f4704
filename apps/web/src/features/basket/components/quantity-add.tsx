import { hasPrice, type Product, type StockOffer, snapToPack, stockOffer } from '@kits/contract';
import { type Ref, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { basketSelection, useBasketSelection } from '../utils/basket-selection';
import { BasketIcon } from './icons';
import { StockOfferNote } from './stock-offer-note';

type Props = {
  product: Product;
  /** The store is confirmed (docs/rules.md#store-confirmation); else adding asks for it. */
  confirmed: boolean;
  ask: () => void;
  /** "To basket" is disabled (no price, or nothing more can be added). */
  addDisabled: boolean;
  hint?: string;
  /** Puts `count` units in (one pack: the "+" of docs/rules.md#basket-logic; more: one set call). */
  onAdd: (count: number) => void;
  buttonRef: Ref<HTMLButtonElement>;
};

/** Digits only, at most 5 (1…99 999 as the basket takes them). */
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 5);

/**
 * A product not yet in the basket (docs/rules.md#basket-buttons): a tick for "add selected"
 * (docs/rules.md#basket-batch-add), a quantity field that adds that many on Enter, and "to
 * basket" (the typed quantity, one pack when empty). A quantity over stock meets the quick order's
 * offer instead of a refusal (docs/rules.md#stock-offer). A product without stock or without a
 * price shows the button alone (its state is the out-of-stock and price-on-request rules').
 */
export function QuantityAdd({ product, confirmed, ask, addDisabled, hint, onAdd, buttonRef }: Props) {
  const { t } = useTranslation('basket');
  const pack = product.pack_multiple;
  const [draft, setDraft] = useState('');
  const [offer, setOffer] = useState<Exclude<StockOffer, { kind: 'ok' }> | null>(null);
  const ticked = useBasketSelection().has(product.id);
  const orderable = hasPrice(product.price_wholesale) && product.quantity > 0;
  const typed = () => (draft === '' || Number(draft) === 0 ? snapToPack(1, pack, 'up') : Number(draft));

  const add = (count = typed()) => {
    if (!confirmed) return ask();
    const checked = stockOffer({ count, held: 0, stock: product.quantity, pack });
    if (checked.kind !== 'ok') return setOffer(checked);
    setOffer(null);
    onAdd(count);
  };

  const button = (
    <Button
      ref={buttonRef}
      size="sm"
      variant="primary"
      className="d-inline-flex align-items-center justify-content-center gap-1 text-nowrap w-100"
      disabled={addDisabled}
      onClick={() => add()}
      title={hint}
      aria-label={t('buttons.toBasketFor', { name: product.name })}
    >
      <BasketIcon />
      {t('buttons.toBasket')}
    </Button>
  );
  if (!orderable) return <div className="basket-buttons">{button}</div>;

  return (
    <div className="basket-buttons">
      {/* Two lines in the cell's one width (basket.css): the table's columns never move. */}
      <div className="d-flex align-items-center gap-1 mb-1">
        <input
          type="checkbox"
          className="form-check-input m-0 flex-shrink-0 basket-tick"
          checked={ticked}
          onChange={(event) => basketSelection.toggle([product], event.currentTarget.checked, typed)}
          aria-label={t('select.one', { name: product.name })}
          title={t('select.hint')}
        />
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="form-control form-control-sm text-center tabular basket-add-field"
          value={draft}
          placeholder={String(snapToPack(1, pack, 'up'))}
          aria-label={t('buttons.addCountField', { name: product.name })}
          title={t('buttons.addCountHint')}
          onChange={(event) => {
            const next = digits(event.currentTarget.value);
            setDraft(next);
            setOffer(null);
            if (ticked)
              basketSelection.setCount(
                product.id,
                next === '' || Number(next) === 0 ? snapToPack(1, pack, 'up') : Number(next),
              );
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
      </div>
      {button}
      {offer && (
        <StockOfferNote
          offer={offer}
          limit={offer.available}
          take={offer.kind === 'offer' ? offer.take : 0}
          name={product.name}
          onTake={(count) => {
            setOffer(null);
            setDraft(String(count));
            onAdd(count);
          }}
          onDismiss={() => setOffer(null)}
        />
      )}
    </div>
  );
}
