import type { MoyskladMapping, MoyskladOptions } from '@kits/contract';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { Fieldset } from '@/components/fieldset';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { useMappingForm } from '../hooks/use-mapping-form';
import { isPlacedError } from '../utils/mapping-form';
import { AttributesFields } from './attributes-fields';
import { OrdersFields } from './orders-fields';
import { PricesTable } from './prices-table';
import { StoresTable } from './stores-table';

/**
 * The mapping form (docs/moysklad.md): warehouses, price types, the product key and attributes,
 * orders out with the states of our statuses,
 * first the saved `mapping` (null: each warehouse's suggestion and `options.suggested`); "Accept
 * suggestions" fills it with `options.suggested`, "Save mapping" PUTs it. Errors stand at their
 * rows; those with no place in the form are listed above the buttons.
 */
export function MappingForm({
  mapping,
  etag,
  options,
}: {
  mapping: MoyskladMapping | null;
  /** The version of the connection `mapping` comes from (docs/rules.md#record-versions). */
  etag: string;
  options: MoyskladOptions;
}) {
  const { t } = useTranslation('moysklad');
  const m = useMappingForm({ mapping, etag, options });
  const unsaved = useMemo(() => {
    const saved = new Set(mapping?.stores.map((s) => s.moysklad_store_id));
    return new Set(mapping ? options.stores.map((w) => w.id).filter((id) => !saved.has(id)) : []);
  }, [mapping, options]);
  const errorKeys = Object.keys(m.errors);
  const unplaced = errorKeys.filter((key) => !isPlacedError(key));
  return (
    <Form noValidate onSubmit={m.submit} aria-labelledby="moysklad-mapping-title">
      {m.stale && <StaleRecordAlert changes={[]} kept={false} />}
      <Fieldset legend={t('mapping.stores.legend')}>
        <StoresTable
          rows={m.form.stores}
          options={options}
          unsaved={unsaved}
          errors={m.errors}
          onChange={m.setStore}
          disabled={m.busy}
        />
      </Fieldset>
      <Fieldset legend={t('mapping.prices.legend')}>
        <PricesTable
          prices={m.form.prices}
          priceTypes={options.price_types}
          errors={m.errors}
          onChange={m.setPrice}
          disabled={m.busy}
        />
      </Fieldset>
      <Fieldset legend={t('mapping.attributes.legend')}>
        <AttributesFields
          form={m.form}
          attributes={options.attributes}
          errors={m.errors}
          onProductKey={m.setProductKey}
          onAttribute={m.setAttribute}
          disabled={m.busy}
        />
      </Fieldset>
      <Fieldset legend={t('mapping.orders.legend')}>
        <OrdersFields
          orders={m.form.orders}
          options={options}
          errors={m.errors}
          onChange={m.setOrders}
          disabled={m.busy}
        />
      </Fieldset>
      {errorKeys.length > 0 && (
        <Alert variant="danger" className="small">
          <strong>{t('mapping.invalid')}</strong>
          {unplaced.length > 0 && (
            <ul className="mb-0">
              {unplaced.map((key) => (
                <li key={key}>{m.errors[key]}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <BusyButton type="submit" busy={m.busy}>
          {t('mapping.save')}
        </BusyButton>
        <Button variant="outline-secondary" onClick={m.acceptSuggestions} disabled={m.busy}>
          {t('mapping.accept')}
        </Button>
      </div>
    </Form>
  );
}
