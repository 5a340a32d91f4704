import type { BasketGroup as Group, PresentedBasketLine } from '@kits/contract';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Pagination from 'react-bootstrap/Pagination';
import { useTranslation } from 'react-i18next';
import { PHONE_MEDIA, useMediaQuery } from '@/hooks/use-media-query';
import { money, num } from '@/lib/format';
import { BasketLineRow } from './basket-line-row';

type Props = {
  group: Group<PresentedBasketLine>;
  /** The group's heading: its category with the parents ("Алмазная мозаика › Без подрамника"). */
  title: string | null;
  currency: PresentedBasketLine['store_currency'];
  showDiscount: boolean;
  /** Columns of the basket table, for the heading and paging rows that span them all. */
  columns: number;
};

/**
 * One category of the basket (docs/rules.md#basket-screen) as a row group of the one basket table (so
 * every category shares the column widths): a heading row that collapses it, its lines 5 a page
 * (docs/rules.md#spec-9) with paging — on a phone every line, the page scrolling (issue 28) — and
 * its sum — what the buyer pays for it (docs/rules.md#basket-sums). Over-stock lines come first (sortBasketLines).
 */
export function BasketGroup({ group, title, currency, showDiscount, columns }: Props) {
  const { t } = useTranslation('basket');
  const [open, setOpen] = useState(true);
  const [page, setPage] = useState(0);
  const headingId = useId();
  const bodyId = useId();
  const phone = useMediaQuery(PHONE_MEDIA);
  const current = Math.min(page, group.pages.length - 1);
  const shown = phone ? group.lines : group.pages[current]!;
  const name = title ?? group.name ?? t('lines.otherCategory');
  return (
    <tbody
      id={bodyId}
      className={`basket-group ${group.overStock ? 'basket-group-over' : ''}`}
      aria-labelledby={headingId}
    >
      <tr className="basket-group-head">
        <th scope="colgroup" colSpan={columns} className="p-0">
          <button
            type="button"
            className="btn w-100 d-flex flex-wrap align-items-center gap-2 text-start rounded-0 px-2 py-2"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="d-flex align-items-center gap-2 me-auto">
              <span className={`basket-chevron ${open ? 'open' : ''}`} aria-hidden="true">
                ›
              </span>
              <span className="fw-semibold" id={headingId}>
                {name}
              </span>
            </span>
            {group.overStock && <Badge bg="danger">{t('lines.groupOverStock')}</Badge>}
            <span className="small text-body-secondary fw-normal">
              {t('lines.groupCount', {
                positions: num(group.totals.positions),
                units: num(group.totals.count),
              })}
            </span>
            <span className="fw-semibold tabular">{money(group.totals.sum_with_discount, currency)}</span>
          </button>
        </th>
      </tr>
      {open && shown.map((line) => <BasketLineRow key={line.id} line={line} showDiscount={showDiscount} />)}
      {open && !phone && group.pages.length > 1 && (
        <tr className="basket-group-pages">
          <td colSpan={columns}>
            <Pagination
              size="sm"
              className="justify-content-center my-1"
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
          </td>
        </tr>
      )}
    </tbody>
  );
}
