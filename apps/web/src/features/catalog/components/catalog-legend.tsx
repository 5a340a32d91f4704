import { RECOMMENDATION_KINDS } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Popover from 'react-bootstrap/Popover';
import { useTranslation } from 'react-i18next';
import { OverlayTrigger } from '@/components/lazy-overlay';
import { useProductColumns } from '@/components/product-columns';
import { recommendationBadgeClass } from '../utils/recommendations';

/** The stock badges of StockBadges, each drawn as in the table with a sample number, and what it means. */
function StockLegend() {
  const { t } = useTranslation('catalog');
  const items = [
    {
      key: 'inStore',
      badge: (
        <Badge bg="success-subtle" text="success-emphasis" className="border border-success-subtle">
          {t('stock.inStore', { n: 12 })}
        </Badge>
      ),
    },
    {
      key: 'none',
      badge: (
        <Badge bg="secondary-subtle" text="secondary-emphasis" className="border">
          {t('stock.none')}
        </Badge>
      ),
    },
    { key: 'inBasket', badge: <Badge bg="primary">{t('stock.inBasket', { n: 2 })}</Badge> },
    { key: 'overdose', badge: <Badge bg="danger">{t('stock.overdose', { n: 3 })}</Badge> },
  ] as const;
  return (
    <section aria-labelledby="catalog-legend-stock">
      <h3 id="catalog-legend-stock" className="h6 mt-0">
        {t('legend.stock.title')}
      </h3>
      <dl className="mb-0 small">
        {items.map(({ key, badge }) => (
          <div key={key} className="mb-2">
            <dt>{badge}</dt>
            <dd className="mb-0">{t(`legend.stock.${key}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The row highlights: every recommendation kind's badge and what it means. */
function RecommendationsLegend() {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="catalog-legend-recommendations">
      <h3 id="catalog-legend-recommendations" className="h6">
        {t('recommendation.legendTitle')}
      </h3>
      <dl className="mb-0 small">
        {RECOMMENDATION_KINDS.map((kind) => (
          <div key={kind} className="mb-2">
            <dt>
              <span className={recommendationBadgeClass(kind)}>{t(`recommendation.kinds.${kind}`)}</span>
            </dt>
            <dd className="mb-0">{t(`recommendation.hints.${kind}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * "Обозначения" above the product table (docs/rules.md#screen-elements): a popover saying what the
 * stock badges, the recommendation badges and the marks of every extension column shown to this
 * user (the shelf bar and its arrow, through ProductColumn.Legend) mean.
 */
export function CatalogLegend() {
  const { t } = useTranslation('catalog');
  const legends = useProductColumns().flatMap((column) => (column.Legend ? [column] : []));
  const popover = (
    <Popover id="catalog-legend" className="catalog-legend">
      <Popover.Header as="h2" className="h6">
        {t('recommendation.legend')}
      </Popover.Header>
      <Popover.Body className="d-grid gap-3">
        <StockLegend />
        <RecommendationsLegend />
        {legends.map(({ id, Legend }) => Legend && <Legend key={id} />)}
      </Popover.Body>
    </Popover>
  );
  return (
    <OverlayTrigger trigger="click" rootClose placement="bottom-end" overlay={popover}>
      <Button variant="link" size="sm" className="p-0 text-decoration-none">
        <InfoIcon />
        {t('recommendation.legend')}
      </Button>
    </OverlayTrigger>
  );
}

/** Bootstrap Icons' "info-circle" (MIT), inline so it needs no icon font. */
const InfoIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    fill="currentColor"
    aria-hidden="true"
    className="me-1 align-text-bottom"
  >
    <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16" />
    <path d="m8.93 6.588-2.29.287-.082.38.45.083c.294.07.352.176.288.469l-.738 3.468c-.194.897.105 1.319.808 1.319.545 0 1.178-.252 1.465-.598l.088-.416c-.2.176-.492.246-.686.246-.275 0-.375-.193-.304-.533zM9 4.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0" />
  </svg>
);
