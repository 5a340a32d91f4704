import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';
import { useBasket } from '../hooks/use-basket';
import { useBasketSync } from '../hooks/use-basket-sync';

/**
 * The header basket button's count (docs/rules.md#header): the number of positions (lines) in the basket,
 * once it has loaded. It also keeps the basket fresh for the whole page (useBasketSync), since the
 * header is always there for warehouse-level users.
 */
export function BasketCount() {
  const { t } = useTranslation('basket');
  const basket = useBasket();
  useBasketSync();
  if (!basket.loaded) return null;
  const n = basket.items.length;
  return (
    <Badge pill bg={n > 0 ? 'primary' : 'secondary'} className="tabular">
      <span aria-hidden="true">{num(n)}</span>
      <span className="visually-hidden">{t('positions', { count: n })}</span>
    </Badge>
  );
}
