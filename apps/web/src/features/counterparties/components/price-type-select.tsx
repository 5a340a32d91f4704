import type { Counterparty } from '@kits/contract';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { usePriceTypes } from '@/api/get-price-types';

/**
 * The price type a counterparty's buyers pay (docs/rules.md#buyer-price): the list prices, or one of
 * the price types staff keep on /services/price-types. The saved type stays offered while the list
 * loads (or fails), so the form never shows a wrong choice.
 */
export function PriceTypeSelect({
  value,
  saved,
  error,
  onChange,
}: {
  /** The chosen type's id as text, '' for the list prices. */
  value: string;
  saved: Counterparty;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('counterparties');
  const types = usePriceTypes();
  const options =
    types.data ??
    (saved.price_type_id ? [{ id: saved.price_type_id, name: saved.price_type_name ?? '' }] : []);
  return (
    <Form.Group controlId="counterparty-price-type">
      <Form.Label className="small mb-1">{t('form.price_type_id')}</Form.Label>
      <Form.Select value={value} isInvalid={!!error} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('form.listPrices')}</option>
        {options.map((type) => (
          <option key={type.id} value={String(type.id)}>
            {type.name}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {!error && <Form.Text className="small">{t('form.priceTypeHint')}</Form.Text>}
    </Form.Group>
  );
}
