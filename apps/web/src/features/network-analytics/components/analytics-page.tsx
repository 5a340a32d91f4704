import type { Currency } from '@kits/contract';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import {
  useAnalyticsCategories,
  useAnalyticsOutlets,
  useAnalyticsProducts,
  useAnalyticsShelves,
  useAnalyticsSummary,
} from '../api/get-network-analytics';
import { useAnalyticsFilters } from '../hooks/use-analytics-filters';
import { AnalyticsFiltersBar } from './analytics-filters-bar';
import {
  CategoriesTable,
  OutletsTable,
  Panel,
  type ProductAction,
  ProductsTable,
  ShelvesList,
} from './analytics-tables';
import { SellThroughChart, TrendChart } from './charts';
import { FigureCards, PeriodLine } from './figures';
import './network-analytics.css';

/** How many outlets the top and the bottom lists show. */
export const OUTLETS_SHOWN = 5;

/** The bottom list: the last OUTLETS_SHOWN outlets by units, worst first, none of them also in the top list. */
const bottomOutlets = <T,>(outlets: T[]) =>
  outlets.slice(Math.max(OUTLETS_SHOWN, outlets.length - OUTLETS_SHOWN)).reverse();

/**
 * /services/analytics (managers, docs/rules.md#network-analytics): the network's sales over a
 * period — figure cards (units, revenue per currency, change ▲▼), the trend, top and bottom
 * outlets (→ the outlet drill-down), top products (`productAction`: the analytic popover, composed
 * by the route), sell-through per category and the shelves over capacity or nearly empty. The
 * filters live in the URL; each block loads by its own call, in parallel.
 */
export function AnalyticsPage({ productAction }: { productAction?: ProductAction }) {
  const { t } = useTranslation('network-analytics');
  const { filters, setFilters, query, search } = useAnalyticsFilters();
  const summary = useAnalyticsSummary(query);
  const outlets = useAnalyticsOutlets(query);
  const allOutlets = useAnalyticsOutlets(query && { ...query, store: undefined });
  const products = useAnalyticsProducts(query);
  const categories = useAnalyticsCategories(query);
  const shelves = useAnalyticsShelves(
    query && { version: query.version, category: query.category, store: query.store },
  );
  const hrefOf = (storeId: number) => paths.analyticsOutlet.getHref(storeId, search);
  const waiting = query === null;
  return (
    <>
      <PageHeader title={t('layout:pages.analytics.title')} under="services" />
      <AnalyticsFiltersBar filters={filters} outlets={allOutlets.data?.outlets ?? []} onChange={setFilters} />
      {!waiting && (
        <>
          <QueryState query={summary} errorTitle={t('failed')}>
            {(data) => (
              <>
                <PeriodLine period={data.period} />
                <FigureCards totals={data.totals} />
                <TrendChart
                  trend={data.trend}
                  period={data.period}
                  currencies={[...new Set(data.totals.revenue.map((r) => r.currency))] as Currency[]}
                />
              </>
            )}
          </QueryState>
          <Row className="g-3 mb-4">
            <Col lg={6}>
              <Panel title={t('outlets.top')} testId="analytics-top-outlets">
                <QueryState query={outlets} errorTitle={t('failed')}>
                  {(data) => <OutletsTable outlets={data.outlets.slice(0, OUTLETS_SHOWN)} hrefOf={hrefOf} />}
                </QueryState>
              </Panel>
            </Col>
            <Col lg={6}>
              <Panel title={t('outlets.bottom')} testId="analytics-bottom-outlets">
                <QueryState query={outlets} errorTitle={t('failed')}>
                  {(data) => <OutletsTable outlets={bottomOutlets(data.outlets)} hrefOf={hrefOf} />}
                </QueryState>
              </Panel>
            </Col>
          </Row>
          <Row className="g-3 mb-4">
            <Col lg={6}>
              <Panel title={t('products.title')} testId="analytics-top-products">
                <QueryState query={products} errorTitle={t('failed')}>
                  {(data) => <ProductsTable products={data.products} action={productAction} />}
                </QueryState>
              </Panel>
            </Col>
            <Col lg={6}>
              <Panel
                title={t('categories.title')}
                hint={t('categories.hint')}
                testId="analytics-sell-through"
              >
                <QueryState
                  query={categories}
                  errorTitle={t('failed')}
                  isEmpty={(data) => data.categories.length === 0}
                  empty={<p className="text-body-secondary small mb-0">{t('categories.empty')}</p>}
                >
                  {(data) => (
                    <>
                      <SellThroughChart categories={data.categories} />
                      <CategoriesTable categories={data.categories} />
                    </>
                  )}
                </QueryState>
              </Panel>
            </Col>
          </Row>
          <div className="mb-4">
            <QueryState query={shelves} errorTitle={t('failed')}>
              {(data) => (
                <Panel
                  title={t('shelves.title')}
                  hint={t('shelves.hint', { share: Math.round(data.nearly_empty_share * 100) })}
                  testId="analytics-shelves-panel"
                >
                  <ShelvesList outlets={data.outlets} hrefOf={hrefOf} />
                </Panel>
              )}
            </QueryState>
          </div>
        </>
      )}
    </>
  );
}
