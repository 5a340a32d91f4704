import type { HomeOutlet, HomeProductLine } from '@kits/contract';
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { day, num } from '@/lib/format';

/** The catalogue filtered to one product (its code in the search). */
export const productHref = (code: string) => `${paths.catalog.getHref()}?q=${encodeURIComponent(code)}`;
const percent = (share: number | null) => (share === null ? '—' : `${num(share * 100, 0)} %`);

/** What an outlet's card offers beside its figures; composed by the page (app/routes/home). */
export type OutletActions = {
  /** "Into the basket" for a line of the current outlet (the basket is the current outlet's). */
  renderAdd?: (line: HomeProductLine) => ReactNode;
  /** The auto order of the outlet, one click away (a link, or a switch to the outlet then the link). */
  renderAutoOrder?: (outlet: HomeOutlet) => ReactNode;
};

function Cover({ days }: { days: number | null }) {
  const { t } = useTranslation('buyer-home');
  if (days === null) return <span className="text-body-secondary">—</span>;
  const tone = days < 7 ? 'text-danger fw-semibold' : days < 14 ? 'text-warning-emphasis' : '';
  return <span className={tone}>{t('days', { count: days, formatted: num(days) })}</span>;
}

function LinesTable({
  lines,
  caption,
  ...actions
}: { lines: HomeProductLine[]; caption: string } & OutletActions) {
  const { t } = useTranslation('buyer-home');
  return (
    <Table size="sm" responsive className="align-middle mb-0 home-lines">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('col.product')}</th>
          <th scope="col" className="text-end d-none d-sm-table-cell">
            {t('col.sold')}
          </th>
          <th scope="col" className="text-end d-none d-sm-table-cell">
            {t('col.held')}
          </th>
          <th scope="col" className="text-end">
            {t('col.cover')}
          </th>
          {actions.renderAdd && (
            <th scope="col">
              <span className="visually-hidden">{t('col.action')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.product_id}>
            <td>
              <Link to={productHref(line.code)} className="text-decoration-none">
                <span className="small text-body-secondary tabular me-1">{line.code}</span>
                {line.name}
              </Link>
              {/* A phone has no room for the two columns: the figures go under the name. */}
              <div className="d-sm-none small text-body-secondary">
                {t('lineFigures', { sold: num(line.sold), stock: num(line.stock + line.supplies) })}
              </div>
            </td>
            <td className="text-end tabular d-none d-sm-table-cell">{num(line.sold)}</td>
            <td className="text-end tabular d-none d-sm-table-cell">
              {num(line.stock)}
              {line.supplies > 0 && <span className="text-body-secondary"> +{num(line.supplies)}</span>}
            </td>
            <td className="text-end tabular text-nowrap">
              <Cover days={line.days_of_cover} />
            </td>
            {actions.renderAdd && <td className="text-end">{actions.renderAdd(line)}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Shelves({ shelves }: { shelves: HomeOutlet['shelves'] }) {
  const { t } = useTranslation('buyer-home');
  if (shelves.capacity === 0) return <p className="small text-body-secondary mb-0">{t('shelves.none')}</p>;
  if (shelves.over.length === 0 && shelves.under.length === 0)
    return <p className="small text-body-secondary mb-0">{t('shelves.fine')}</p>;
  const shelfLink = (slug: string | null, name: string) =>
    slug ? <Link to={paths.category.getHref(slug)}>{name}</Link> : name;
  return (
    <ul className="list-unstyled small mb-0">
      {shelves.over.map((s) => (
        <li key={`over-${s.name}`}>
          <Badge bg="danger" className="me-1">
            {t('shelves.over')}
          </Badge>
          {shelfLink(s.category_slug, s.name)} —{' '}
          {t('shelves.overflow', { count: s.overflow, formatted: num(s.overflow) })}
        </li>
      ))}
      {shelves.under.map((s) => (
        <li key={`under-${s.name}`}>
          <Badge bg="secondary" className="me-1">
            {t('shelves.under')}
          </Badge>
          {shelfLink(s.category_slug, s.name)} — {t('shelves.filled', { percent: num(s.percent ?? 0) })}
        </li>
      ))}
    </ul>
  );
}

/**
 * One outlet of the buyer's home (docs/home.md#figures): the report period's sales and
 * sell-through, what runs out first (each line to the filtered catalogue, and into the basket when
 * the page offers it), the reminders, days of cover per category, what sells elsewhere in the
 * network and is missing here, and the shelves over or under capacity. An outlet without sales in
 * its period says so instead of showing rates it does not have.
 */
export function OutletHome({ outlet, ...actions }: { outlet: HomeOutlet } & OutletActions) {
  const { t } = useTranslation('buyer-home');
  const headingId = `home-outlet-${outlet.store_id}`;
  return (
    <Card as="section" className="mb-4 shadow-sm" aria-labelledby={headingId}>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-body">
        <h2 id={headingId} className="h5 mb-0 me-auto">
          {outlet.name}
          {outlet.city && <span className="text-body-secondary fw-normal"> · {outlet.city}</span>}
          {outlet.current && (
            <Badge bg="primary" className="ms-2 align-middle">
              {t('current')}
            </Badge>
          )}
        </h2>
        <span className="small text-body-secondary">
          {t('period', {
            count: outlet.period.days,
            from: day(outlet.period.from),
            to: day(outlet.period.to),
          })}
        </span>
        {actions.renderAutoOrder?.(outlet)}
      </Card.Header>
      <Card.Body>
        {outlet.has_sales ? (
          <p className="mb-3" data-testid="home-summary">
            {t('summary', {
              sold: num(outlet.sold),
              stock: num(outlet.stock),
              sellThrough: percent(outlet.sell_through),
            })}
          </p>
        ) : (
          <p className="mb-3 text-body-secondary" role="note">
            {t('noSales', { count: outlet.period.days })}
          </p>
        )}
        {outlet.reminders.length > 0 && (
          <section className="mb-4" aria-labelledby={`${headingId}-reminders ${headingId}`}>
            <h3 id={`${headingId}-reminders`} className="h6 text-danger">
              {t('reminders', { count: outlet.reminders.length })}
            </h3>
            <LinesTable
              lines={outlet.reminders}
              caption={t('reminders', { count: outlet.reminders.length })}
              {...actions}
            />
          </section>
        )}
        <Row className="g-4">
          {outlet.has_sales && (
            <Col lg={7}>
              <section aria-labelledby={`${headingId}-runs-out ${headingId}`}>
                <h3 id={`${headingId}-runs-out`} className="h6">
                  {t('runsOut')}
                </h3>
                <p className="small text-body-secondary mb-2">{t('runsOutHint')}</p>
                <LinesTable lines={outlet.runs_out} caption={t('runsOut')} {...actions} />
              </section>
            </Col>
          )}
          <Col lg={outlet.has_sales ? 5 : 12}>
            <section aria-labelledby={`${headingId}-categories ${headingId}`}>
              <h3 id={`${headingId}-categories`} className="h6">
                {t('categories')}
              </h3>
              {outlet.categories.length === 0 ? (
                <p className="small text-body-secondary">{t('noCategories')}</p>
              ) : (
                <Table size="sm" responsive className="align-middle mb-0">
                  <thead>
                    <tr>
                      <th scope="col">{t('col.category')}</th>
                      <th scope="col" className="text-end">
                        {t('col.sellThrough')}
                      </th>
                      <th scope="col" className="text-end">
                        {t('col.cover')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {outlet.categories.map((c) => (
                      <tr key={c.category_id}>
                        <td>
                          <Link to={paths.category.getHref(c.slug)}>{c.name}</Link>
                        </td>
                        <td className="text-end tabular">{percent(c.sell_through)}</td>
                        <td className="text-end tabular text-nowrap">
                          <Cover days={c.days_of_cover} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </section>
          </Col>
          <Col lg={7}>
            <section aria-labelledby={`${headingId}-network ${headingId}`}>
              <h3 id={`${headingId}-network`} className="h6">
                {t('network')}
              </h3>
              {outlet.network_lacks.length === 0 ? (
                <p className="small text-body-secondary mb-0">{t('networkNone')}</p>
              ) : (
                <ul className="list-unstyled small mb-0">
                  {outlet.network_lacks.map((l) => (
                    <li key={l.product_id}>
                      <Link to={productHref(l.code)}>
                        <span className="tabular text-body-secondary me-1">{l.code}</span>
                        {l.name}
                      </Link>{' '}
                      <span className="text-body-secondary">
                        — {t('networkUnits', { count: l.network_units, formatted: num(l.network_units) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {outlet.current && outlet.network_lacks.length > 0 && (
                <Link
                  to={`${paths.catalog.getHref()}?recommendation=recommend_to_buy`}
                  className="small d-inline-block mt-1"
                >
                  {t('networkAll')}
                </Link>
              )}
            </section>
          </Col>
          <Col lg={5}>
            <section aria-labelledby={`${headingId}-shelves ${headingId}`}>
              <h3 id={`${headingId}-shelves`} className="h6">
                {t('shelves.title')}
              </h3>
              <Shelves shelves={outlet.shelves} />
            </section>
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}
