import { ORDER_STATUSES, type OrderBuyer, type OrderStatusName } from '@kits/contract';
import { type FormEvent, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { DateRangeCols } from '@/components/date-range-cols';
import { LabelledCol } from '@/components/labelled-col';
import type { OutletOption } from '../hooks/use-known-outlets';
import { hasNarrowingFilters, type OrdersFilters } from '../utils/orders-filters';

type Props = {
  filters: OrdersFilters;
  outlets: OutletOption[];
  /** Who placed the orders the user may see (the buyer filter's choices). */
  buyers: OrderBuyer[];
  /** Staff also search by customer text. */
  staff: boolean;
  onApply: (change: Partial<OrdersFilters>) => void;
  onReset: () => void;
};

/**
 * The filters of the orders list (docs/rules.md#company-orders): status, outlet, buyer and a date
 * range for everyone; staff also the customer (id or text in name, login, e-mail, company,
 * docs/rules.md#spec-6). Selects and dates apply at once; the customer text on Enter or the apply button.
 */
export function OrdersFiltersForm({ filters, outlets, buyers, staff, onApply, onReset }: Props) {
  const { t } = useTranslation('orders');
  const [customer, setCustomer] = useState(filters.customer);
  // A new URL (back button, reset) shows its own text.
  useEffect(() => setCustomer(filters.customer), [filters.customer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ customer: customer.trim() });
  };
  return (
    <Form onSubmit={submit} role="search" aria-label={t('filters.label')}>
      <Row className="g-2 align-items-end">
        {staff && (
          <LabelledCol xs={12} md={4} lg={3} id="orders-customer" label={t('filters.customer')}>
            <Form.Control
              type="search"
              size="sm"
              maxLength={100}
              placeholder={t('filters.customerPlaceholder')}
              value={customer}
              onChange={(e) => setCustomer(e.target.value)}
            />
          </LabelledCol>
        )}
        <LabelledCol xs={6} md={3} lg={2} id="orders-status" label={t('filters.status')}>
          <Form.Select
            size="sm"
            value={filters.status ?? ''}
            onChange={(e) =>
              onApply({
                status: (ORDER_STATUSES as readonly string[]).includes(e.target.value)
                  ? (e.target.value as OrderStatusName)
                  : null,
              })
            }
          >
            <option value="">{t('filters.allStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </Form.Select>
        </LabelledCol>
        <LabelledCol xs={6} md={3} lg={2} id="orders-buyer" label={t('filters.buyer')}>
          <Form.Select
            size="sm"
            value={filters.buyerId ?? ''}
            onChange={(e) => onApply({ buyerId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('filters.allBuyers')}</option>
            {buyers.map((b) => (
              <option key={b.id} value={b.id}>
                {b.fullname || b.username}
              </option>
            ))}
            {filters.buyerId !== null && !buyers.some((b) => b.id === filters.buyerId) && (
              <option value={filters.buyerId}>#{filters.buyerId}</option>
            )}
          </Form.Select>
        </LabelledCol>
        <LabelledCol xs={12} md={3} lg={2} id="orders-outlet" label={t('filters.outlet')}>
          <Form.Select
            size="sm"
            value={filters.storeId ?? ''}
            onChange={(e) => onApply({ storeId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('filters.allOutlets')}</option>
            {outlets.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Form.Select>
        </LabelledCol>
        <DateRangeCols
          idPrefix="orders-date"
          from={{ value: filters.dateFrom, label: t('filters.dateFrom') }}
          to={{ value: filters.dateTo, label: t('filters.dateTo') }}
          onChange={(end) => onApply('from' in end ? { dateFrom: end.from } : { dateTo: end.to })}
          col={{ xs: 6, md: 2, lg: 2 }}
        />
        <Col xs={12} md="auto" className="d-flex gap-2">
          {staff && (
            <Button type="submit" size="sm">
              {t('filters.apply')}
            </Button>
          )}
          {hasNarrowingFilters(filters) && (
            <Button variant="outline-secondary" size="sm" onClick={onReset}>
              {t('filters.reset')}
            </Button>
          )}
        </Col>
      </Row>
    </Form>
  );
}
