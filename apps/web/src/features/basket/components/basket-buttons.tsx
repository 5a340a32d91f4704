import { canAddToBasket, isWarehouseLevel, type Product } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { useStoreConfirmation } from '@/hooks/use-store-confirmation';
import { useBasket } from '../hooks/use-basket';
import { CountStepper } from './count-stepper';
import { BasketIcon, TrashIcon } from './icons';

/**
 * docs/rules.md#basket-buttons for one product of the table (warehouse-level users only, docs/rules.md#spec-6): with
 * count 0 a 'to basket' button; above 0 a remove button with − count + next to it. Adding is disabled
 * while a send is in progress or when the product can't be added (canAddToBasket: stock above
 * basket_count); in an unconfirmed store (docs/rules.md#store-confirmation) they stay clickable and open the
 * confirm-store modal instead of adding.
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
  const count = basket.countOf(product.id) ?? product.basket_count;
  // The controller refuses a change before the basket has loaded: the buttons say so instead of doing nothing.
  const sending = !basket.allowedToSend || !basket.loaded;
  const canAdd = canAddToBasket({
    storeConfirmed: confirmed,
    basketCount: count,
    quantity: product.quantity,
    sending,
  });
  const hint = !confirmed
    ? t('buttons.storeNotConfirmed')
    : product.quantity <= count
      ? t('buttons.noMoreStock')
      : undefined;
  // An unconfirmed store blocks adding, but the click opens the confirm-store modal (docs/rules.md#store-confirmation).
  const add = confirmed ? () => basket.increase(product) : ask;
  const addDisabled = confirmed && !canAdd;

  if (count === 0)
    return (
      <Button
        size="sm"
        variant="primary"
        className="d-inline-flex align-items-center gap-1 text-nowrap"
        disabled={addDisabled}
        onClick={add}
        title={hint}
        aria-label={t('buttons.toBasketFor', { name: product.name })}
      >
        <BasketIcon />
        {t('buttons.toBasket')}
      </Button>
    );

  return (
    <div className="d-flex align-items-center gap-1">
      <Button
        size="sm"
        variant="outline-danger"
        disabled={sending}
        onClick={() => basket.remove(product.id)}
        aria-label={t('buttons.remove', { name: product.name })}
        title={t('buttons.removeHint')}
      >
        <TrashIcon />
      </Button>
      <CountStepper
        name={product.name}
        count={count}
        invalid={count > product.quantity}
        onDecrease={() => basket.decrease(product.id)}
        onIncrease={add}
        decreaseDisabled={sending}
        increaseDisabled={addDisabled}
        increaseHint={hint}
      />
    </div>
  );
}
