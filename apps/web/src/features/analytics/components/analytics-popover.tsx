import { ANALYTIC_PERIODS, type Product, type ProductAnalyticResponse } from '@kits/contract';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import Popover from 'react-bootstrap/Popover';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { OverlayTrigger } from '@/components/lazy-overlay';
import { date, num } from '@/lib/format';
import { useProductAnalytic } from '../api/get-product-analytic';
import { AnalyticPeriodTable } from './analytic-period-table';
import './analytics.css';

function ChartIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M1 14.5h14v1H1zM2 9h2.5v4.5H2zm4.25-4h2.5v8.5h-2.5zM10.5 7H13v6.5h-2.5z" />
    </svg>
  );
}

type Data = ProductAnalyticResponse;

function AnalyticContent({ data }: { data: Data }) {
  const { t } = useTranslation('franchise');
  const [periodKey, setPeriodKey] = useState<(typeof ANALYTIC_PERIODS)[number]>('report_period');
  const period = data.data[periodKey];
  const position = data.product_position;
  const href = data.data.report_period.moysklad_href ?? data.data.year.moysklad_href;
  return (
    <>
      {/* The place is among the current store's sales: none when it is not an outlet. */}
      {data.data.report_period.current_shop && (
        <p className="mb-2">
          {position.no === null
            ? t('analytics.notSold', { from: num(position.from) })
            : t('analytics.position', { no: num(position.no), from: num(position.from) })}
        </p>
      )}
      <Nav
        variant="tabs"
        className="small mb-2"
        activeKey={periodKey}
        onSelect={(k) => k && setPeriodKey(k as typeof periodKey)}
      >
        {ANALYTIC_PERIODS.map((key) => (
          <Nav.Item key={key}>
            <Nav.Link eventKey={key} as="button" type="button" className="py-1 px-2">
              {key === 'report_period'
                ? t('analytics.reportPeriod', { days: num(data.data.report_period.days) })
                : t('analytics.year')}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <p className="small text-body-secondary mb-1">
        {t('analytics.dates', { from: date(period.dates.from), to: date(period.dates.to) })}
      </p>
      <AnalyticPeriodTable period={period} />
      {href && (
        <a href={href} target="_blank" rel="noreferrer noopener" className="d-inline-block small mt-2">
          {t('analytics.stockSystem')}
        </a>
      )}
    </>
  );
}

/**
 * The analytics popover of a product (docs/rules.md#spec-6: managers and users with more than one outlet): its
 * place among the current store's sold products ('N из M'), and for the report period and the year
 * the current shop's and every shop's sales, days in store and convergence; for managers the link to
 * the external stock system. Loaded once, on the first show (docs/rules.md#analytic-loading).
 */
export function AnalyticsPopover({ product }: { product: Pick<Product, 'id' | 'code' | 'name'> }) {
  const { t } = useTranslation('franchise');
  const [shown, setShown] = useState(false);
  const analytic = useProductAnalytic({ productId: product.id, enabled: shown });
  const popover = (props: Record<string, unknown>) => (
    <Popover id={`analytics-${product.id}`} className="analytics-popover" {...props}>
      <Popover.Header as="h3">{t('analytics.title', { code: product.code })}</Popover.Header>
      <Popover.Body className="p-2">
        <Reposition popper={props.popper} when={analytic.status} />
        {analytic.isPending ? (
          <div className="text-center py-3">
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">{t('common:loading')}</span>
            </Spinner>
          </div>
        ) : analytic.isError ? (
          <Alert variant="danger" className="mb-0 small">
            {t('analytics.failed')} {analytic.error.message}
          </Alert>
        ) : (
          <AnalyticContent data={analytic.data} />
        )}
      </Popover.Body>
    </Popover>
  );
  return (
    <OverlayTrigger
      trigger="click"
      rootClose
      placement="left"
      flip
      overlay={popover}
      onToggle={(next) => next && setShown(true)}
    >
      <Button
        variant="outline-secondary"
        size="sm"
        className="analytics-button"
        aria-label={t('analytics.open', { name: product.name })}
        title={t('analytics.openHint')}
      >
        <ChartIcon />
      </Button>
    </OverlayTrigger>
  );
}

/** The popover grows when its data arrives: let the positioning engine place it again. */
function Reposition({ popper, when }: { popper: unknown; when: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `when` is the content change to re-place after
  useEffect(() => {
    (popper as { scheduleUpdate?: () => void } | undefined)?.scheduleUpdate?.();
  }, [popper, when]);
  return null;
}
