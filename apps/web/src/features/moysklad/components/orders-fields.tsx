import { type MoyskladOptions, ORDER_STATUSES } from '@kits/contract';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { LabelledCol } from '@/components/labelled-col';
import type { OrdersRow } from '../utils/mapping-form';
import { FieldError, IdSelect } from './id-select';

type Props = {
  orders: OrdersRow;
  options: Pick<MoyskladOptions, 'organizations' | 'order_states'>;
  errors: Record<string, string>;
  onChange: (change: Partial<OrdersRow>) => void;
  disabled: boolean;
};

/**
 * Orders out and statuses back (docs/moysklad.md §Orders out): whether orders placed here are sent
 * to МойСклад as customer orders, the organization they are made for, and the customer order state
 * of each of our statuses — given there when staff move an order here, and read as ours when it
 * changes there ("none": neither). Errors (`orders.organization`, `orders.states.new`) under each.
 */
export function OrdersFields({ orders, options, errors, onChange, disabled }: Props) {
  const { t } = useTranslation('moysklad');
  return (
    <>
      <Form.Check
        type="switch"
        id="moysklad-orders-enabled"
        className="mb-2"
        label={t('mapping.orders.enabled')}
        checked={orders.enabled}
        onChange={(e) => onChange({ enabled: e.target.checked })}
        disabled={disabled}
      />
      <p className="small text-body-secondary">{t('mapping.orders.hint')}</p>
      <Row xs={1} md={2} xl={3} className="g-3 mb-3">
        <LabelledCol id="moysklad-orders-organization" label={t('mapping.orders.organization')}>
          <IdSelect
            id="moysklad-orders-organization"
            value={orders.organization}
            items={options.organizations}
            empty={t('mapping.orders.choose')}
            error={errors['orders.organization']}
            errorId="moysklad-orders-organization-error"
            onChange={(organization) => onChange({ organization })}
            disabled={disabled || !orders.enabled}
          />
          <FieldError id="moysklad-orders-organization-error" error={errors['orders.organization']} />
        </LabelledCol>
        {ORDER_STATUSES.map((status) => (
          <LabelledCol
            key={status}
            id={`moysklad-orders-state-${status}`}
            label={t('mapping.orders.stateOf', { status: t(`orders:status.${status}`) })}
          >
            <IdSelect
              id={`moysklad-orders-state-${status}`}
              value={orders.states[status]}
              items={options.order_states}
              empty={t('mapping.orders.noState')}
              error={errors[`orders.states.${status}`]}
              errorId={`moysklad-orders-state-${status}-error`}
              onChange={(id) => onChange({ states: { ...orders.states, [status]: id } })}
              disabled={disabled || !orders.enabled}
            />
            <FieldError
              id={`moysklad-orders-state-${status}-error`}
              error={errors[`orders.states.${status}`]}
            />
          </LabelledCol>
        ))}
      </Row>
    </>
  );
}
