import { hasPrice, isWarehouseLevel, type Product, type User } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { money, num } from '@/lib/format';

type Props = {
  product: Pick<Product, 'price_wholesale' | 'price_with_discount' | 'price_retail' | 'store_currency'>;
  user: Pick<User, 'groups' | 'discount'> | null;
  /** Opens the request-prices lead modal (docs/rules.md#wholesale-prices: a user without wholesale prices). */
  onRequestPrices: () => void;
  /** `end` in the table's right-aligned price column, `start` on the product page. */
  align?: 'start' | 'end';
};

/**
 * The prices of a product (docs/rules.md#spec-6, docs/rules.md#who-may-order), in the store's currency:
 * - no wholesale price for this user (null): the request-prices button;
 * - no price above 0 (docs/rules.md#no-price): "price on request", for a buyer with the note that
 *   it can't be ordered yet;
 * - the price with discount, the struck-out wholesale price and the discount badge only when the
 *   user's discount is above 0;
 * - the retail price below, when there is one.
 */
export function PriceCell({ product, user, onRequestPrices, align = 'end' }: Props) {
  const { t } = useTranslation('catalog');
  const currency = product.store_currency;
  const wholesale = product.price_wholesale;
  const discount = user?.discount ?? 0;
  const retail = product.price_retail !== null && Number(product.price_retail) > 0 && (
    <div className="small text-body-secondary text-nowrap" title={t('price.retailLong')}>
      {t('price.retail')} {money(product.price_retail, currency)}
    </div>
  );

  if (wholesale === null)
    return (
      <div className={`d-flex flex-column align-items-${align} gap-1`}>
        <Button size="sm" variant="outline-primary" className="text-nowrap" onClick={onRequestPrices}>
          {t('price.request')}
        </Button>
        {retail}
      </div>
    );

  if (!hasPrice(wholesale))
    return (
      <div>
        <div className="fw-semibold text-nowrap text-body-secondary" data-testid="price-on-request">
          {t('price.onRequest')}
        </div>
        {isWarehouseLevel(user) && (
          <div className="small text-body-secondary text-nowrap">{t('price.onRequestHint')}</div>
        )}
        {retail}
      </div>
    );

  if (discount > 0 && product.price_with_discount !== null)
    return (
      <div>
        <div className="fw-semibold text-nowrap" title={t('price.withDiscount')}>
          {money(product.price_with_discount, currency)}
        </div>
        <div className="small text-nowrap" data-testid="discount-block">
          <s className="text-body-secondary" title={t('price.wholesale')}>
            {money(wholesale, currency)}
          </s>{' '}
          <Badge bg="success" title={t('price.discountHint', { percent: num(discount, 2) })}>
            {t('price.discount', { percent: num(discount, 2) })}
          </Badge>
        </div>
        {retail}
      </div>
    );

  return (
    <div>
      <div className="fw-semibold text-nowrap" title={t('price.wholesale')}>
        {money(wholesale, currency)}
      </div>
      {retail}
    </div>
  );
}
