import type { BasketGroup as Group, PresentedBasketLine } from '@kits/contract';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Collapse from 'react-bootstrap/Collapse';
import Pagination from 'react-bootstrap/Pagination';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { money, num } from '@/lib/format';
import { BasketLineRow } from './basket-line-row';

type Props = {
  group: Group<PresentedBasketLine>;
  /** The group's heading: its category with the parents ("Алмазная мозаика › Без подрамника"). */
  title: string | null;
  currency: PresentedBasketLine['store_currency'];
  showDiscount: boolean;
};

/**
 * One category of the basket (docs/rules.md#basket-screen): a header that collapses it, its lines 5 a page
 * (docs/rules.md#spec-9) with paging, and its sum. Over-stock lines come first (sortBasketLines).
 */
export function BasketGroup({ group, title, currency, showDiscount }: Props) {
  const { t } = useTranslation('basket');
  const [open, setOpen] = useState(true);
  const [page, setPage] = useState(0);
  const bodyId = useId();
  const current = Math.min(page, group.pages.length - 1);
  const name = title ?? group.name ?? t('lines.otherCategory');
  return (
    <section className={`card mb-3 ${group.overStock ? 'border-danger' : ''}`} aria-label={name}>
      <h3 className="card-header p-0 mb-0 fs-6">
        <button
          type="button"
          className="btn w-100 d-flex flex-wrap align-items-center gap-2 text-start rounded-0 px-3 py-2"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="d-flex align-items-center gap-2 me-auto">
            <span className={`basket-chevron ${open ? 'open' : ''}`} aria-hidden="true">
              ›
            </span>
            <span className="fw-semibold">{name}</span>
          </span>
          {group.overStock && <Badge bg="danger">{t('lines.groupOverStock')}</Badge>}
          <span className="small text-body-secondary">
            {t('lines.groupCount', {
              positions: num(group.totals.positions),
              units: num(group.totals.count),
            })}
          </span>
          <span className="fw-semibold tabular">{money(group.totals.sum, currency)}</span>
        </button>
      </h3>
      <Collapse in={open}>
        <div id={bodyId}>
          <Table responsive size="sm" className="align-middle mb-0 basket-table">
            <thead className="table-light small">
              <tr>
                <th scope="col" className="basket-col-photo">
                  <span className="visually-hidden">{t('lines.col.photo')}</span>
                </th>
                <th scope="col">{t('lines.col.code')}</th>
                <th scope="col">{t('lines.col.name')}</th>
                <th scope="col" className="text-end">
                  {t('lines.col.price')}
                </th>
                {showDiscount && (
                  <th scope="col" className="text-end">
                    {t('lines.col.priceWithDiscount')}
                  </th>
                )}
                <th scope="col">{t('lines.col.count')}</th>
                <th scope="col" className="text-end">
                  {t('lines.col.sum')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('lines.col.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.pages[current]!.map((line) => (
                <BasketLineRow key={line.id} line={line} showDiscount={showDiscount} />
              ))}
            </tbody>
          </Table>
          {group.pages.length > 1 && (
            <Pagination
              size="sm"
              className="justify-content-center my-2"
              aria-label={t('lines.pages', { name })}
            >
              {group.pages.map((_, i) => (
                <Pagination.Item
                  // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
                  key={i}
                  active={i === current}
                  onClick={() => setPage(i)}
                  aria-label={t('lines.page', { n: i + 1 })}
                >
                  {i + 1}
                </Pagination.Item>
              ))}
            </Pagination>
          )}
        </div>
      </Collapse>
    </section>
  );
}
