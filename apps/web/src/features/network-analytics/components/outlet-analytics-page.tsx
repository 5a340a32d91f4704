import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useOutletAnalytics } from '../api/get-network-analytics';
import { useAnalyticsFilters } from '../hooks/use-analytics-filters';
import { AnalyticsFiltersBar } from './analytics-filters-bar';
import { OutletProductsTable, Panel, type ProductAction } from './analytics-tables';
import { TrendChart } from './charts';
import { FigureCards, PeriodLine } from './figures';
import './network-analytics.css';

/**
 * /services/analytics/outlets/:storeId (managers, docs/rules.md#network-analytics): one outlet —
 * name, city, counterparty, currency, report period — its figures and trend over the period (the
 * network page's filters, carried in the URL) and its top 100 products with stock now,
 * sell-through, the analytic popover (`productAction`, composed by the route) and the stock-system link.
 */
export function OutletAnalyticsPage({
  storeId,
  productAction,
}: {
  storeId: number;
  productAction?: ProductAction;
}) {
  const { t } = useTranslation('network-analytics');
  const { filters, setFilters, query, search } = useAnalyticsFilters();
  const outlet = useOutletAnalytics(storeId, query && { ...query, store: undefined, version: undefined });
  const name = outlet.data?.outlet.name ?? `#${storeId}`;
  const back = `${paths.analytics.getHref()}${search}`;
  return (
    <>
      <PageHeader
        title={t('outlet.title', { name })}
        under="services"
        parents={[{ label: t('layout:pages.analytics.title'), href: back }]}
      >
        <Link to={back} className="btn btn-sm btn-outline-secondary">
          {t('outlet.back')}
        </Link>
      </PageHeader>
      <AnalyticsFiltersBar filters={filters} outlets={[]} showOutlet={false} onChange={setFilters} />
      {query !== null && (
        <QueryState query={outlet} errorTitle={t('failed')}>
          {(data) => (
            <>
              <dl className="row small mb-2" data-testid="outlet-facts">
                <Col as="dt" xs={5} sm={3} lg={2} className="text-body-secondary fw-normal">
                  {t('outlet.counterparty')}
                </Col>
                <Col as="dd" xs={7} sm={9} lg={10}>
                  {data.outlet.counterparty_name ?? '—'}
                </Col>
                <Col as="dt" xs={5} sm={3} lg={2} className="text-body-secondary fw-normal">
                  {t('outlet.city')}
                </Col>
                <Col as="dd" xs={7} sm={9} lg={10}>
                  {data.outlet.city ?? '—'}
                </Col>
                <Col as="dt" xs={5} sm={3} lg={2} className="text-body-secondary fw-normal">
                  {t('outlet.currency')}
                </Col>
                <Col as="dd" xs={7} sm={9} lg={10}>
                  {data.outlet.currency}
                </Col>
                <Col as="dt" xs={5} sm={3} lg={2} className="text-body-secondary fw-normal">
                  {t('outlet.reportPeriod')}
                </Col>
                <Col as="dd" xs={7} sm={9} lg={10}>
                  {t('outlet.days', { count: data.outlet.report_period_days })}
                </Col>
              </dl>
              <PeriodLine period={data.period} />
              <FigureCards totals={data.totals} />
              <TrendChart trend={data.trend} period={data.period} currencies={[data.outlet.currency]} />
              <Row className="mb-4">
                <Col>
                  <Panel title={t('outlet.products')} testId="outlet-products-panel">
                    <OutletProductsTable
                      products={data.products}
                      currency={data.outlet.currency}
                      action={productAction}
                    />
                  </Panel>
                </Col>
              </Row>
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
