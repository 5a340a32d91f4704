import {
  canAddToBasket,
  fromMinor,
  hasPrice,
  isOverStock,
  linePayMinor,
  lineSumMinor,
  type PresentedBasketLine,
} from '@kits/contract';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useStoreConfirmation } from '@/hooks/use-store-confirmation';
import { money, num } from '@/lib/format';
import { useBasket } from '../hooks/use-basket';
import { AutoOrderBadge } from './auto-order-badge';
import { CountStepper } from './count-stepper';
import { TrashIcon } from './icons';

const price = (amount: string | null, line: PresentedBasketLine) =>
  amount === null ? '—' : money(amount, line.store_currency);

/**
 * One basket line (docs/rules.md#basket-screen): thumbnail, code, name (auto-order badge), price, price with
 * discount, − count +, line sum, what the buyer pays for it (docs/rules.md#basket-sums: price with discount ×
 * count, with a discount only), remove. Red when basket_count is above stock (docs/rules.md#spec-4,
 * docs/rules.md#spec-5). The money cells carry their column's name (`data-label`) for the phone's card layout.
 */
export function BasketLineRow({ line, showDiscount }: { line: PresentedBasketLine; showDiscount: boolean }) {
  const { t } = useTranslation('basket');
  const basket = useBasket();
  const { confirmed, ask } = useStoreConfirmation();
  const count = basket.countOf(line.id) ?? line.basket_count;
  const over = isOverStock({ basket_count: count, quantity: line.quantity });
  // Changes queue behind a running one (docs/rules.md#basket-set-count): only an unloaded basket blocks them.
  const sending = !basket.mayChange;
  const canAdd = canAddToBasket({
    storeConfirmed: confirmed,
    basketCount: count,
    quantity: line.quantity,
    sending,
    pack: line.pack_multiple,
    priced: hasPrice(line.price_wholesale),
  });
  const sum = (minor: number) =>
    line.price_wholesale === null ? '—' : money(fromMinor(minor), line.store_currency);
  return (
    <tr className={over ? 'table-danger' : undefined} data-over-stock={over || undefined} data-line={line.id}>
      <td className="basket-col-photo">
        {line.url_small ? (
          <img src={line.url_small} alt="" width={48} height={48} loading="lazy" className="rounded border" />
        ) : (
          <span className="basket-no-photo rounded border" />
        )}
      </td>
      <td className="basket-col-code text-nowrap small fw-semibold tabular">{line.code}</td>
      <td className="basket-col-name">
        <div>{line.name}</div>
        <div className="d-flex flex-wrap gap-1 align-items-center small">
          {line.from_auto_order && <AutoOrderBadge reason={line.auto_order_reason} productId={line.id} />}
          {line.pack_multiple > 1 && (
            <span
              className="badge text-bg-light border"
              title={t('lines.packHint', { n: num(line.pack_multiple) })}
            >
              {t('lines.pack', { n: num(line.pack_multiple) })}
            </span>
          )}
          {over ? (
            <span className="text-danger fw-semibold">{t('lines.overStock', { n: num(line.quantity) })}</span>
          ) : (
            <span className="text-body-secondary">{t('lines.inStock', { n: num(line.quantity) })}</span>
          )}
        </div>
      </td>
      <td className="basket-col-price text-end text-nowrap tabular" data-label={t('lines.col.price')}>
        {price(line.price_wholesale, line)}
      </td>
      {showDiscount && (
        <td
          className="basket-col-discounted text-end text-nowrap tabular"
          data-label={t('lines.col.priceWithDiscount')}
        >
          {price(line.price_with_discount, line)}
        </td>
      )}
      <td className="basket-col-count">
        <CountStepper
          name={line.name}
          count={count}
          stock={line.quantity}
          pack={line.pack_multiple}
          invalid={over}
          onDecrease={() => basket.decrease(line.id, line.pack_multiple)}
          onIncrease={confirmed ? () => basket.increase(line) : ask}
          onSet={(next) => basket.set(line, next)}
          decreaseDisabled={sending}
          increaseDisabled={confirmed && !canAdd}
          fieldDisabled={sending}
          increaseHint={
            !confirmed
              ? t('buttons.storeNotConfirmed')
              : line.quantity <= count
                ? t('buttons.noMoreStock')
                : undefined
          }
        />
      </td>
      <td
        className={`basket-col-sum text-end text-nowrap tabular ${showDiscount ? '' : 'fw-semibold'}`}
        data-label={t('lines.col.sum')}
      >
        {sum(lineSumMinor(line))}
      </td>
      {showDiscount && (
        <td
          className="basket-col-pay text-end text-nowrap tabular fw-semibold"
          data-label={t('lines.col.pay')}
          title={t('lines.payHint')}
        >
          {sum(linePayMinor(line))}
        </td>
      )}
      <td className="basket-col-remove text-end">
        <Button
          size="sm"
          variant="outline-danger"
          disabled={sending}
          onClick={() => basket.remove(line.id)}
          aria-label={t('buttons.remove', { name: line.name })}
          title={t('buttons.removeHint')}
        >
          <TrashIcon />
        </Button>
      </td>
    </tr>
  );
}
