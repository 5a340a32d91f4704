import {
  canAddToBasket,
  hasPrice,
  isWarehouseLevel,
  nextPackCount,
  type Product,
  previousPackCount,
} from '@kits/contract';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { useStoreConfirmation } from '@/hooks/use-store-confirmation';
import { useBasket } from '../hooks/use-basket';
import { CountStepper } from './count-stepper';
import { TrashIcon } from './icons';
import { QuantityAdd } from './quantity-add';

/**
 * docs/rules.md#basket-buttons for one product of the table (warehouse-level users only, docs/rules.md#spec-6): with
 * count 0 a tick, a quantity field and 'to basket' (QuantityAdd); above 0 a remove button with − [count] + next to it, the count a
 * field that sets any quantity (docs/rules.md#basket-set-count). Adding is disabled when the product can't be
 * added (canAddToBasket: a price, docs/rules.md#no-price, and stock above the shown count); in an unconfirmed store
 * (docs/rules.md#store-confirmation) the buttons stay clickable and open the confirm-store modal; clicks made while another
 * change runs are queued, not dropped. Both states have one width, so the table does not shift.
 * Focus follows the keyboard: "to basket" hands it to the new count field, and a line taken
 * back to 0 hands it back to "to basket".
 */
export function BasketButtons({ product }: { product: Product }) {
  const user = useUser();
  if (!isWarehouseLevel(user)) return null;
  return <ProductBasketButtons product={product} />;
}

function ProductBasketButtons({ product }: { product: Product }) {
  const { t } = useTranslation('basket');
  const basket = useBasket();
  const { confirmed, ask } = useStoreConfirmation();
  // Once the basket has loaded it is the truth (a line it lacks is 0); before, the table's own count.
  const priced = hasPrice(product.price_wholesale);
  const count = basket.countOf(product.id) ?? (basket.loaded ? 0 : product.basket_count);
  // The controller refuses a change before the basket has loaded: the buttons say so instead of doing nothing.
  const sending = !basket.mayChange;
  /** Where focus goes when the other state replaces the one holding it. */
  const [focusNext, setFocusNext] = useState<'field' | 'button' | null>(null);
  const toBasketButton = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const hadFocus = () => !!container.current?.contains(document.activeElement);
  useEffect(() => {
    if (count === 0 && focusNext === 'button') toBasketButton.current?.focus();
  }, [count, focusNext]);
  const canAdd = canAddToBasket({
    storeConfirmed: confirmed,
    basketCount: count,
    quantity: product.quantity,
    sending,
    pack: product.pack_multiple,
    priced,
  });
  const hint = !priced
    ? t('buttons.noPrice')
    : !confirmed
      ? t('buttons.storeNotConfirmed')
      : product.quantity <= count
        ? t('buttons.noMoreStock')
        : undefined;
  // An unconfirmed store blocks adding, but the click opens the confirm-store modal (docs/rules.md#store-confirmation).
  const add = confirmed ? () => basket.increase(product) : ask;
  // A product without a price can't be ordered at all (docs/rules.md#no-price), confirmed store or not.
  const addDisabled = !priced || (confirmed && !canAdd);

  const leaving = (next: number) => {
    if (next === 0 && hadFocus()) setFocusNext('button');
  };

  if (count === 0)
    return (
      <div ref={container}>
        <QuantityAdd
          product={product}
          confirmed={confirmed}
          ask={ask}
          addDisabled={addDisabled}
          hint={hint}
          buttonRef={toBasketButton}
          onAdd={(units) => {
            setFocusNext('field');
            // One pack is the "+" of docs/rules.md#basket-logic; more is one set call (docs/rules.md#basket-set-count).
            void (units === nextPackCount(0, product.pack_multiple)
              ? basket.increase(product)
              : basket.set(product, units));
          }}
        />
      </div>
    );

  return (
    <div className="basket-buttons d-flex align-items-center gap-1" ref={container}>
      <Button
        size="sm"
        variant="outline-danger"
        disabled={sending}
        onClick={() => {
          leaving(0);
          void basket.remove(product.id);
        }}
        aria-label={t('buttons.remove', { name: product.name })}
        title={t('buttons.removeHint')}
      >
        <TrashIcon />
      </Button>
      <CountStepper
        name={product.name}
        count={count}
        stock={product.quantity}
        pack={product.pack_multiple}
        invalid={count > product.quantity}
        onDecrease={() => {
          leaving(previousPackCount(count, product.pack_multiple));
          void basket.decrease(product.id, product.pack_multiple);
        }}
        onIncrease={add}
        onSet={(next) => {
          leaving(next);
          void basket.set(product, next);
        }}
        decreaseDisabled={sending}
        increaseDisabled={addDisabled}
        fieldDisabled={sending}
        increaseHint={hint}
        autoFocus={focusNext === 'field'}
      />
    </div>
  );
}
