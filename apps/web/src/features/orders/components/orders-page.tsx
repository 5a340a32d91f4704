import { isManager } from '@kits/contract';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '@/api/get-me';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ListPageLinks } from '@/components/page-links';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { pageRange } from '@/lib/format';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useOrderBuyers } from '../api/get-order-buyers';
import { useOrders } from '../api/get-orders';
import { useKnownOutlets } from '../hooks/use-known-outlets';
import { useOrdersFilters } from '../hooks/use-orders-filters';
import { hasNarrowingFilters, toOrdersQuery } from '../utils/orders-filters';
import { OrdersFiltersForm } from './orders-filters-form';
import { OrdersTable } from './orders-table';

/**
 * /orders (docs/rules.md#route-guards, warehouse guard): the orders the customer may see
 * (docs/rules.md#company-orders: their own, their outlets', the company's for its admin user), newest
 * first, 20 a page, filtered by status, outlet, buyer and dates. Staff (manager, admin) see every
 * customer's orders and also filter by customer. Filters and page live in the URL.
 */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const user = useUser();
  const staff = isManager(user);
  const { filters, setFilters, resetFilters, searchForPage } = useOrdersFilters();
  const query = useMemo(() => toOrdersQuery(filters, { staff }), [filters, staff]);
  const orders = useOrders(query);
  const outlets = useKnownOutlets(orders.data, filters.storeId);
  const buyers = useOrderBuyers();
  const meta = orders.data?.meta;
  const rows = orders.data?.data ?? [];
  const filtered = hasNarrowingFilters(filters);
  // A customer sees a buyer column once the list holds a colleague's order (docs/rules.md#company-orders).
  const showBuyer = staff || rows.some((o) => o.customer.id !== user?.id);

  usePageInRange({
    meta,
    rows: rows.length,
    page: filters.page,
    goTo: (page) => setFilters({ page }, { replace: true }),
  });

  return (
    <>
      <PageHeader title={t('title')} />
      <div className="border rounded p-2 p-md-3 mb-3 bg-body-tertiary">
        <OrdersFiltersForm
          filters={filters}
          outlets={outlets}
          buyers={buyers.data ?? []}
          staff={staff}
          onApply={(change) => setFilters(change)}
          onReset={resetFilters}
        />
      </div>
      <p className="small text-body-secondary mb-2" role="status">
        {meta && meta.total > 0 && t('range', pageRange(meta))}
      </p>
      <QueryState
        query={orders}
        errorTitle={t('loadError')}
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            title={filtered ? t('empty.filteredTitle') : t('empty.title')}
            text={filtered ? t('empty.filtered') : t('empty.text')}
          >
            {filtered ? (
              <Button variant="outline-primary" size="sm" onClick={resetFilters}>
                {t('filters.reset')}
              </Button>
            ) : (
              <Link className="btn btn-primary btn-sm" to={paths.catalog.getHref()}>
                {t('empty.toCatalog')}
              </Link>
            )}
          </EmptyState>
        }
      >
        {(answer) => (
          <div className="border rounded">
            <OrdersTable
              orders={answer.data}
              staff={staff}
              showBuyer={showBuyer}
              busy={orders.isPlaceholderData}
            />
          </div>
        )}
      </QueryState>
      <ListPageLinks label={t('pagination.label')} meta={meta} searchFor={searchForPage} />
    </>
  );
}
