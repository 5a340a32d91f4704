import type { Product } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';
import { stockState } from '../utils/product';

type Props = { product: Pick<Product, 'quantity' | 'basket_count'> };

/** Stock badges of docs/rules.md#spec-2: in store (warehouse quantity), in basket, overdose (basket above stock). */
export function StockBadges({ product }: Props) {
  const { t } = useTranslation('catalog');
  const { inStore, inBasket, overdose } = stockState(product);
  return (
    <div className="d-flex flex-column align-items-start gap-1">
      {inStore > 0 ? (
        <Badge bg="success-subtle" text="success-emphasis" className="border border-success-subtle">
          {t('stock.inStore', { n: num(inStore) })}
        </Badge>
      ) : (
        <Badge bg="secondary-subtle" text="secondary-emphasis" className="border">
          {t('stock.none')}
        </Badge>
      )}
      {inBasket !== null && <Badge bg="primary">{t('stock.inBasket', { n: num(inBasket) })}</Badge>}
      {overdose !== null && (
        <Badge bg="danger" title={t('stock.overdoseHint')}>
          {t('stock.overdose', { n: num(overdose) })}
        </Badge>
      )}
    </div>
  );
}
