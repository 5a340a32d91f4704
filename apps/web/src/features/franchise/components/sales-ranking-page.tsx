import { rankingLabel, type SalesRankingResponse } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { QueryState } from '@/components/query-state';
import { date, money, num } from '@/lib/format';
import { useSalesRanking } from '../api/get-sales-ranking';
import './outlets.css';
import { TableHead } from '@/components/table-head';

type Ranking = SalesRankingResponse['data'];

/**
 * /profile/services/sales-ranking (docs/rules.md#franchise-guard, franchise users): the user's outlets ranked by units sold
 * over each one's report period among all retail outlets (decision 0005), best place first, the
 * best outlet highlighted; the counts are User.ranking's. Without ranking access the places show '?'.
 */
export function SalesRankingPage() {
  const { t } = useTranslation('franchise');
  const ranking = useSalesRanking();
  return (
    <>
      <PageHeader title={t('ranking.title')} under="profile" />
      <QueryState query={ranking} errorTitle={t('ranking.failed')} pending={<PageSpinner />}>
        {(data) => <RankingContent data={data} />}
      </QueryState>
    </>
  );
}

function RankingContent({ data }: { data: Ranking }) {
  const { t, i18n } = useTranslation('franchise');
  const { ranking, best_outlet: best, rows } = data;
  const maxUnits = Math.max(1, ...rows.map((r) => r.sales_units));
  const rankedCount = rows[0]?.outlets_count ?? 0;
  const label = (number: number | null) =>
    rankingLabel({ number, outlets_count: rankedCount }, ranking.access, i18n.language);
  return (
    <>
      <p className="text-body-secondary" style={{ maxWidth: 760 }}>
        {t('ranking.intro')}
      </p>
      <Row className="g-3 mb-4">
        <Col sm={6} lg={4}>
          <Card className="h-100">
            <Card.Body>
              <div className="text-body-secondary small">{t('ranking.best')}</div>
              <div className="fs-4 fw-semibold tabular">{label(ranking.best_outlet_number)}</div>
              {best && <div>{best.name}</div>}
            </Card.Body>
          </Card>
        </Col>
        <Col sm={6} lg={4}>
          <Card className="h-100">
            <Card.Body>
              <div className="text-body-secondary small">{t('ranking.outlets')}</div>
              <div className="fs-4 fw-semibold tabular">{num(ranking.outlets_count)}</div>
              <div className="small text-body-secondary">{t('ranking.ranked', { n: num(rankedCount) })}</div>
            </Card.Body>
          </Card>
        </Col>
      </Row>
      {!ranking.access && (
        <Alert variant="light" className="border">
          {t('ranking.noAccess')}
        </Alert>
      )}
      <Table responsive hover className="align-middle">
        <caption className="visually-hidden">{t('ranking.caption')}</caption>
        <TableHead
          cells={[
            { label: t('ranking.columns.place') },
            { label: t('ranking.columns.outlet') },
            { label: t('ranking.columns.city') },
            { label: t('ranking.columns.units'), className: 'text-end' },
            { label: t('ranking.columns.sum'), className: 'text-end' },
            { label: t('ranking.columns.period') },
          ]}
        />
        <tbody>
          {rows.map((row) => {
            const isBest = best?.store_id === row.store_id;
            return (
              <tr
                key={row.store_id}
                className={isBest ? 'table-success' : undefined}
                aria-current={isBest || undefined}
              >
                <td className="text-nowrap tabular fw-semibold">
                  {rankingLabel(
                    { number: row.number, outlets_count: row.outlets_count },
                    ranking.access,
                    i18n.language,
                  )}
                </td>
                <td>
                  {row.name}
                  {isBest && (
                    <Badge bg="success" className="ms-2">
                      {t('ranking.bestBadge')}
                    </Badge>
                  )}
                </td>
                <td>{row.city ?? '—'}</td>
                <td className="text-end">
                  <div className="tabular">{num(row.sales_units)}</div>
                  <div className="ranking-bar" aria-hidden>
                    <span style={{ width: `${(row.sales_units / maxUnits) * 100}%` }} />
                  </div>
                </td>
                <td className="text-end tabular text-nowrap">{money(row.sales_sum, row.currency)}</td>
                <td className="small text-nowrap">
                  {t('ranking.period', {
                    days: num(row.period.days),
                    from: date(row.period.from),
                    to: date(row.period.to),
                  })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
