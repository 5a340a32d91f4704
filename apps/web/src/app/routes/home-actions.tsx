import type { HomeOutlet, HomeProductLine } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetActiveStore } from '@/api/set-active-store';
import { useFailureToast } from '@/components/toaster';
import { paths } from '@/config/paths';
import { setBasketCount } from '@/features/basket/api/set-basket-count';
import { useBasket } from '@/features/basket/hooks/use-basket';
import { num } from '@/lib/format';

/**
 * "Into the basket" of a home line (docs/home.md#figures): puts the units that bring the line's
 * cover back to its report period (`suggested`, never more than the warehouse has) into the
 * current outlet's basket in one call (PUT basket/{id}), then reloads the basket. A line already
 * holding that many says so; a line the warehouse cannot fill says that instead.
 */
export function HomeAddToBasket({ line }: { line: HomeProductLine }) {
  const { t } = useTranslation('buyer-home');
  const basket = useBasket();
  const failed = useFailureToast();
  const inBasket = basket.countOf(line.product_id) ?? 0;
  const add = useMutation({
    mutationFn: () => setBasketCount(line.product_id, line.suggested),
    onSuccess: () => basket.reload(),
    onError: (error) => failed(t('failed'), error),
  });
  if (line.warehouse_quantity === 0)
    return <span className="small text-body-secondary">{t('noWarehouse')}</span>;
  if (line.suggested === 0) return <span className="small text-body-secondary">{t('covered')}</span>;
  if (inBasket >= line.suggested)
    return <span className="small text-success">{t('inBasket', { count: inBasket })}</span>;
  return (
    <Button
      size="sm"
      variant="outline-primary"
      className="text-nowrap"
      disabled={add.isPending || !basket.mayChange}
      onClick={() => add.mutate()}
      aria-label={t('addFor', { count: line.suggested, name: line.name })}
    >
      {t('add', { count: line.suggested, formatted: num(line.suggested) })}
    </Button>
  );
}

/**
 * The outlet's auto order one click away (docs/rules.md#auto-order-flow): a link for the current
 * outlet; for another own outlet a button that makes it current, then opens the auto order.
 */
export function HomeAutoOrder({ outlet }: { outlet: HomeOutlet }) {
  const { t } = useTranslation('buyer-home');
  const href = paths.autoOrder.getHref();
  const switchStore = useSetActiveStore({ reload: () => window.location.assign(href) });
  if (outlet.current)
    return (
      <Link to={href} className="btn btn-sm btn-primary">
        {t('autoOrder')}
      </Link>
    );
  return (
    <Button
      size="sm"
      variant="outline-primary"
      disabled={switchStore.isPending}
      onClick={() => switchStore.mutate(outlet.store_id)}
    >
      {t('autoOrderSwitch')}
    </Button>
  );
}
