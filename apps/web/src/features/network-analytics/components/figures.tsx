import type { AnalyticsTotals, Currency, PeriodOut } from '@kits/contract';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { date, money, num } from '@/lib/format';

/**
 * A change in percent with ▲ (green) / ▼ (red), or nothing when there is nothing to compare with;
 * `compact` (table cells) shows only the arrow and the figure.
 */
export function ChangeBadge({ change, compact = false }: { change: number | null; compact?: boolean }) {
  const { t } = useTranslation('network-analytics');
  if (change === null) return null;
  if (change === 0) return <span className="text-body-secondary small">{t('change.same')}</span>;
  const up = change > 0;
  return (
    <span className={`small fw-semibold text-nowrap ${up ? 'text-success' : 'text-danger'}`}>
      <span aria-hidden="true">{up ? '▲' : '▼'} </span>
      {compact ? (
        <>
          <span className="visually-hidden">{up ? '+' : '−'}</span>
          {`${num(Math.abs(change), 1)} %`}
        </>
      ) : (
        t(up ? 'change.up' : 'change.down', { value: num(Math.abs(change), 1) })
      )}
    </span>
  );
}

/** The period's days and the days it is compared with. */
export function PeriodLine({ period }: { period: PeriodOut }) {
  const { t } = useTranslation('network-analytics');
  return (
    <p className="text-body-secondary small mb-3" data-testid="analytics-period">
      {t('period', {
        from: date(period.from),
        to: date(period.to),
        prevFrom: date(period.previous.from),
        prevTo: date(period.previous.to),
      })}
    </p>
  );
}

/**
 * The figure cards (docs/rules.md#network-analytics): units, and revenue in each currency (never
 * added across currencies), each with the previous period's figure and the change ▲▼.
 */
export function FigureCards({ totals }: { totals: AnalyticsTotals }) {
  const { t } = useTranslation('network-analytics');
  const previousOf = (currency: Currency) =>
    totals.previous.revenue.find((r) => r.currency === currency)?.amount;
  const changeOf = (currency: Currency) =>
    totals.revenue_change.find((r) => r.currency === currency)?.change ?? null;
  const revenue = totals.revenue.length > 0 ? totals.revenue : [];
  return (
    <Row xs={1} sm={2} lg={4} className="g-3 mb-4" data-testid="analytics-figures">
      <Col>
        <FigureCard
          title={t('cards.units')}
          value={num(totals.units)}
          previous={
            totals.previous.units > 0
              ? t('cards.previous', { value: num(totals.previous.units) })
              : t('cards.noPrevious')
          }
          change={totals.units_change}
          testId="figure-units"
        />
      </Col>
      {revenue.map((r) => {
        const before = previousOf(r.currency);
        return (
          <Col key={r.currency}>
            <FigureCard
              title={`${t('cards.revenue')}, ${r.currency}`}
              value={money(r.amount, r.currency)}
              previous={
                before ? t('cards.previous', { value: money(before, r.currency) }) : t('cards.noPrevious')
              }
              change={changeOf(r.currency)}
              testId={`figure-revenue-${r.currency}`}
            />
          </Col>
        );
      })}
      {revenue.length === 0 && (
        <Col>
          <FigureCard
            title={t('cards.revenue')}
            value="—"
            previous={t('cards.noRevenue')}
            change={null}
            testId="figure-revenue"
          />
        </Col>
      )}
    </Row>
  );
}

function FigureCard(props: {
  title: string;
  value: string;
  previous: string;
  change: number | null;
  testId: string;
}) {
  return (
    <Card className="h-100 shadow-sm" data-testid={props.testId}>
      <Card.Body>
        <div className="text-body-secondary small text-uppercase">{props.title}</div>
        <div className="fs-3 fw-semibold text-nowrap">{props.value}</div>
        <div className="d-flex flex-wrap gap-2 align-items-baseline">
          <ChangeBadge change={props.change} />
          <span className="text-body-secondary small">{props.previous}</span>
        </div>
      </Card.Body>
    </Card>
  );
}
