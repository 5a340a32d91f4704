import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The select's accessible name (a table cell's select has no visible label of its own). */
  label?: string;
  /** The id a visible `<label htmlFor>` names it by. */
  id?: string;
  value: string;
  items: readonly { id: string | number; name: string }[];
  /** The first option, value '' ("Not mapped", "Converted from RUB", "Choose…"). */
  empty: string;
  /** The field's error: the select is marked invalid and described by it (`errorId`). */
  error?: string;
  errorId?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * A select of МойСклад or our ids by name (price types, attributes, outlets, counterparties), '' for
 * none; a value not among `items` (gone from МойСклад since it was saved) stays as its own option.
 */
export function IdSelect({ label, id, value, items, empty, error, errorId, onChange, disabled }: Props) {
  const { t } = useTranslation('moysklad');
  const missing = value !== '' && !items.some((item) => String(item.id) === value);
  return (
    <Form.Select
      id={id}
      size="sm"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      isInvalid={!!error}
      aria-invalid={!!error}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <option value="">{empty}</option>
      {missing && <option value={value}>{t('mapping.missing', { id: value })}</option>}
      {items.map((item) => (
        <option key={item.id} value={String(item.id)}>
          {item.name}
        </option>
      ))}
    </Form.Select>
  );
}

/** A field's error under its control, with the id the control is described by. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {error}
    </div>
  );
}
