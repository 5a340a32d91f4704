import { isManager } from '@kits/contract';
import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '@/api/get-me';
import { PageHeader } from '@/components/page-header';
import { PageLinks } from '@/components/page-links';
import { paths } from '@/config/paths';
import { num } from '@/lib/format';
import { useOrders } from '../api/get-orders';
import { useKnownOutlets } from '../hooks/use-known-outlets';
import { useOrdersFilters } from '../hooks/use-orders-filters';
import { hasNarrowingFilters, toOrdersQuery } from '../utils/orders-filters';
import { OrdersFiltersForm } from './orders-filters-form';
import { OrdersTable } from './orders-table';

/**
 * /orders (spec §2, warehouse guard): the customer's orders, newest first, 20 a page. Staff (manager,
 * admin) see every customer's orders with a customer column and filters (customer, outlet, dates).
 * Filters and page live in the URL.
 */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const user = useUser();
  const staff = isManager(user);
  const { filters, setFilters, resetFilters, searchForPage } = useOrdersFilters();
  const query = useMemo(() => toOrdersQuery(filters, { staff }), [filters, staff]);
  const orders = useOrders(query);
  const outlets = useKnownOutlets(staff ? orders.data : undefined, filters.storeId);
  const meta = orders.data?.meta;
  const rows = orders.data?.data ?? [];
  const filtered = staff && hasNarrowingFilters(filters);

  // A link to a page past the end (the list shrank since): go to the last page instead.
  useEffect(() => {
    if (meta && rows.length === 0 && meta.total > 0 && filters.page > meta.last_page)
      setFilters({ page: meta.last_page }, { replace: true });
  }, [meta, rows.length, filters.page, setFilters]);

  return (
    <>
      <PageHeader title={t('title')} />
      {staff && (
        <div className="border rounded p-2 p-md-3 mb-3 bg-body-tertiary">
          <OrdersFiltersForm
            filters={filters}
            outlets={outlets}
            onApply={(change) => setFilters(change)}
            onReset={resetFilters}
          />
        </div>
      )}
      <p className="small text-body-secondary mb-2" role="status">
        {meta &&
          meta.total > 0 &&
          t('range', {
            from: num((meta.page - 1) * meta.per_page + 1),
            to: num(Math.min(meta.page * meta.per_page, meta.total)),
            total: num(meta.total),
          })}
      </p>
      {orders.isPending ? (
        <div className="text-center py-5" role="status">
          <Spinner animation="border" size="sm" className="me-2" />
          {t('loading')}
        </div>
      ) : orders.isError && !orders.data ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <span>
            <strong>{t('loadError')}.</strong> {orders.error.message}
          </span>
          <Button size="sm" variant="outline-danger" onClick={() => orders.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <div className="text-center py-5 px-3 border rounded bg-body-tertiary">
          <h2 className="h5">{filtered ? t('empty.filteredTitle') : t('empty.title')}</h2>
          <p className="text-body-secondary mb-3">{filtered ? t('empty.filtered') : t('empty.text')}</p>
          {filtered ? (
            <Button variant="outline-primary" size="sm" onClick={resetFilters}>
              {t('filters.reset')}
            </Button>
          ) : (
            <Link className="btn btn-primary btn-sm" to={paths.catalog.getHref()}>
              {t('empty.toCatalog')}
            </Link>
          )}
        </div>
      ) : (
        <div className="border rounded">
          <OrdersTable orders={rows} staff={staff} busy={orders.isPlaceholderData} />
        </div>
      )}
      {meta && (
        <div className="d-flex justify-content-center mt-3">
          <PageLinks
            label={t('pagination.label')}
            page={meta.page}
            lastPage={meta.last_page}
            searchFor={searchForPage}
          />
        </div>
      )}
    </>
  );
}
