import { basketTotals, groupBasketLines, isOverStock } from '@kits/contract';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { LoadError, LoadingStatus } from '@/components/query-state';
import { paths } from '@/config/paths';
import { appConfig } from '@/lib/app-config';
import { useBasket } from '../hooks/use-basket';
import { categoryTrail } from '../utils/category-trail';
import { BasketGroup } from './basket-group';
import { BasketTableHead } from './basket-table-head';
import { BasketTotals } from './basket-totals';
import { ClearBasket } from './clear-basket';
import { OrderRulesNotice } from './order-rules-notice';

/**
 * The Basket tab (docs/rules.md#basket-screen, docs/rules.md#spec-4, docs/rules.md#spec-5): loading, empty or filled; the category filter, clear
 * basket, the wrong-quantity alert, what the order rules still miss (docs/rules.md#order-rules), the lines grouped by category and the totals. All categories are row
 * groups of one table, so their columns line up; below 576 px of width each line is a card (basket.css).
 */
export function BasketTab({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('basket');
  const basket = useBasket();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const all = useMemo(
    () => groupBasketLines(basket.lines, categories.data ?? []),
    [basket.lines, categories.data],
  );
  // A filter on a category the basket no longer holds shows everything again.
  const shownCategory = all.some((g) => g.category_id === categoryId) ? categoryId : null;
  const groups = shownCategory === null ? all : all.filter((g) => g.category_id === shownCategory);
  const totals = basketTotals(basket.lines, shownCategory === null ? {} : { categoryId: shownCategory });
  const currency = basket.lines[0]?.store_currency ?? appConfig.currency;
  const showDiscount = basket.lines.some(
    (l) => l.price_with_discount !== null && l.price_with_discount !== l.price_wholesale,
  );

  if (!basket.loaded) {
    if (basket.loadError) return <LoadError title={t('lines.loadFailed')} onRetry={basket.reload} />;
    return <LoadingStatus label={t('lines.loading')} />;
  }
  if (basket.lines.length === 0)
    return (
      <div className="text-center py-5">
        <p className="lead mb-3">{t('lines.empty')}</p>
        <Link className="btn btn-primary" to={paths.catalog.getHref()} onClick={onNavigate}>
          {t('lines.toCatalog')}
        </Link>
      </div>
    );

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Form.Select
          size="sm"
          className="w-auto mw-100"
          aria-label={t('filter.label')}
          value={shownCategory ?? ''}
          onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('filter.all')}</option>
          {all.map((g) => (
            <option key={g.category_id} value={g.category_id}>
              {`${categoryTrail(categories.data ?? [], g.category_id) ?? g.name ?? t('lines.otherCategory')} (${g.totals.positions})`}
            </option>
          ))}
        </Form.Select>
        {basket.loading && (
          <Spinner animation="border" size="sm" role="status" aria-label={t('lines.loading')} />
        )}
        <span className="ms-auto">
          <ClearBasket />
        </span>
      </div>
      {basket.lines.some(isOverStock) && (
        <Alert variant="danger" role="alert">
          {t('wrongQuantity')}
        </Alert>
      )}
      <OrderRulesNotice currency={currency} />
      <div className="basket-lines mb-3">
        <Table size="sm" className="align-middle mb-0 basket-table">
          <caption className="visually-hidden">{t('lines.caption')}</caption>
          <BasketTableHead showDiscount={showDiscount} />
          {groups.map((group) => (
            <BasketGroup
              key={group.category_id}
              group={group}
              title={categoryTrail(categories.data ?? [], group.category_id)}
              currency={currency}
              showDiscount={showDiscount}
              columns={showDiscount ? 9 : 7}
            />
          ))}
        </Table>
      </div>
      <BasketTotals totals={totals} currency={currency} filtered={shownCategory !== null} />
    </>
  );
}
