import { CURRENCIES, PACK_MULTIPLE_MAX, SERVICE_STOCK_STORES } from '@kits/contract';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@/components/fieldset';
import { TableHead } from '@/components/table-head';
import type { SectionProps } from './product-form-section';

/** Wholesale and retail price in each currency; an empty pair means no price in that currency. */
export function PricesSection({ product, values, onChange, disabled, field }: SectionProps) {
  const { t } = useTranslation('product-admin');
  return (
    <Fieldset legend={t('edit.prices')}>
      <Table size="sm" className="data-table mb-0">
        <TableHead
          className=""
          cells={[{ label: t('edit.currency') }, { label: t('edit.wholesale') }, { label: t('edit.retail') }]}
        />
        <tbody>
          {CURRENCIES.map((currency) => (
            <tr key={currency}>
              <th scope="row">{currency}</th>
              {(['wholesale', 'retail'] as const).map((kind) => (
                <td key={kind}>
                  <Form.Control
                    size="sm"
                    inputMode="decimal"
                    aria-label={t('edit.priceLabel', { currency, kind: t(`edit.${kind}`) })}
                    value={values.prices[currency][kind]}
                    placeholder={product.prices[currency] ? undefined : t('edit.noPrice')}
                    onChange={(e) =>
                      onChange({
                        prices: {
                          ...values.prices,
                          [currency]: { ...values.prices[currency], [kind]: e.target.value },
                        },
                      })
                    }
                    isInvalid={!!field.errorOf(`prices.${currency}.${kind}`)}
                    disabled={disabled}
                  />
                  {field.feedback(`prices.${currency}.${kind}`)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Fieldset>
  );
}

/** The stock of the main stores, each with its incoming supplies in the label. */
export function StockSection({ product, values, onChange, disabled, field }: SectionProps) {
  const { t } = useTranslation('product-admin');
  return (
    <Fieldset legend={t('edit.stock')}>
      {SERVICE_STOCK_STORES.map((id) => {
        const row = product.stock.find((s) => s.store_id === id);
        return (
          <Form.Group key={id} controlId={`edit-stock-${id}`} className="mb-2">
            <Form.Label className="small mb-1">
              {t('edit.stockOf', { store: row?.store_name ?? id, id })}
              {row && row.supplies > 0 && (
                <span className="text-body-secondary"> · {t('edit.supplies', { count: row.supplies })}</span>
              )}
            </Form.Label>
            <Form.Control
              type="number"
              min={0}
              step={1}
              value={values.stock[id]}
              onChange={(e) => onChange({ stock: { ...values.stock, [id]: e.target.value } })}
              isInvalid={!!field.errorOf(`stock.${id}`)}
              disabled={disabled}
              style={{ maxWidth: '10rem' }}
            />
            {field.feedback(`stock.${id}`)}
          </Form.Group>
        );
      })}
      {field.feedback('stock')}
      <Form.Group controlId="edit-pack-multiple" className="mt-3">
        <Form.Label className="small mb-1">{t('edit.packMultiple')}</Form.Label>
        <Form.Control
          type="number"
          min={1}
          max={PACK_MULTIPLE_MAX}
          step={1}
          value={values.pack_multiple}
          onChange={(e) => onChange({ pack_multiple: e.target.value })}
          isInvalid={!!field.errorOf('pack_multiple')}
          disabled={disabled}
          style={{ maxWidth: '10rem' }}
          aria-describedby="edit-pack-multiple-help"
        />
        <Form.Text id="edit-pack-multiple-help">{t('edit.packMultipleHelp')}</Form.Text>
        {field.feedback('pack_multiple')}
      </Form.Group>
    </Fieldset>
  );
}
