import { BASKET_SET_COUNT_MAX, type StockOffer, stockOffer } from '@kits/contract';
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from './icons';
import { StockOfferNote } from './stock-offer-note';
import './basket.css';

type Props = {
  /** Product name, for the controls' accessible names. */
  name: string;
  count: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Sets the count typed in the field (Enter or leaving the field); 0 removes the line. */
  onSet: (count: number) => void;
  decreaseDisabled: boolean;
  increaseDisabled: boolean;
  /** The field takes no typing (the basket is not loaded or not synced). */
  fieldDisabled?: boolean;
  /** Why adding is not possible (shown as the + button's title), when it is not. */
  increaseHint?: string;
  /** The count is above stock (docs/rules.md#spec-5): shown in red. */
  invalid?: boolean;
  /** Focus the field once it is shown (the line was just added from the keyboard or a click). */
  autoFocus?: boolean;
  /** The field, for callers that move focus to it. */
  fieldRef?: Ref<HTMLInputElement>;
  /**
   * The warehouse stock and pack: a typed count above the stock meets the offer of
   * docs/rules.md#stock-offer ("only 5 available — take 5") instead of being sent and refused.
   */
  stock?: number;
  pack?: number;
};

/** Digits only, at most the 5 the server takes (docs/rules.md#basket-set-count, 0–99 999). */
const digits = (text: string) => text.replace(/\D/g, '').slice(0, String(BASKET_SET_COUNT_MAX).length);

/**
 * − [count] + of a basket line (docs/rules.md#basket-buttons; docs/rules.md#basket-set-count). The count is a number
 * field: typing a count and pressing Enter (or leaving the field) sets it in one call through
 * `onSet`; Esc or an empty field puts the shown count back. With `stock`, a count above it is not
 * sent: the quick order's offer shows under the field instead (docs/rules.md#stock-offer). At 1, − removes the line. The stepper
 * has a fixed width, so a table column does not move when it replaces the "to basket" button.
 */
export function CountStepper({
  name,
  count,
  onDecrease,
  onIncrease,
  onSet,
  decreaseDisabled,
  increaseDisabled,
  fieldDisabled,
  increaseHint,
  invalid,
  autoFocus,
  fieldRef,
  stock,
  pack,
}: Props) {
  const { t } = useTranslation('basket');
  /** What the user is typing; null while the field shows `count`. */
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const [offer, setOffer] = useState<Exclude<StockOffer, { kind: 'ok' }> | null>(null);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft === '') return;
    const next = Number(draft);
    if (next === count) return;
    const checked = stock === undefined ? null : stockOffer({ count: next, held: count, stock, pack });
    if (checked && checked.kind !== 'ok') return setOffer(checked);
    setOffer(null);
    onSet(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      // Esc undoes the typing; it closes the modal around the field only when nothing is typed.
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'ArrowUp' && !increaseDisabled && draft === null) {
      event.preventDefault();
      onIncrease();
    } else if (event.key === 'ArrowDown' && !decreaseDisabled && draft === null && count > 1) {
      event.preventDefault();
      onDecrease();
    }
  };

  const stepper = (
    // biome-ignore lint/a11y/useSemanticElements: a stepper is a group of two buttons and a field, not a fieldset
    <div
      className="basket-stepper input-group input-group-sm flex-nowrap"
      role="group"
      aria-label={t('buttons.count', { name })}
    >
      <Button
        variant="outline-secondary"
        onClick={onDecrease}
        disabled={decreaseDisabled}
        aria-label={t('buttons.decrease', { name })}
        title={t('buttons.decreaseHint')}
      >
        <MinusIcon />
      </Button>
      <input
        ref={(node) => {
          input.current = node;
          if (typeof fieldRef === 'function') fieldRef(node);
          else if (fieldRef) fieldRef.current = node;
        }}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        className={`form-control text-center tabular fw-semibold basket-stepper-field ${invalid ? 'is-invalid text-danger' : ''}`}
        value={draft ?? String(count)}
        disabled={fieldDisabled}
        aria-label={t('buttons.countField', { name })}
        aria-invalid={invalid || undefined}
        title={t('buttons.countFieldHint')}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setDraft(digits(event.currentTarget.value));
          setOffer(null);
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {/* Says each new count to screen readers (the field is silent while it changes by +/−). */}
      <span className="visually-hidden" aria-live="polite">
        {count}
      </span>
      <Button
        variant="outline-primary"
        onClick={onIncrease}
        disabled={increaseDisabled}
        aria-label={t('buttons.increase', { name })}
        title={increaseHint ?? t('buttons.increaseHint')}
      >
        <PlusIcon />
      </Button>
    </div>
  );
  if (!offer) return stepper;
  return (
    <div className="basket-stepper-wrap">
      {stepper}
      <StockOfferNote
        offer={offer}
        limit={stock ?? 0}
        take={offer.kind === 'offer' ? offer.take : count}
        name={name}
        onTake={(take) => {
          setOffer(null);
          onSet(take);
        }}
        onDismiss={() => setOffer(null)}
      />
    </div>
  );
}
