import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import { useTranslation } from 'react-i18next';
import { type CategoryOption, indentedName } from '@/lib/category-options';
import { num } from '@/lib/format';
import { SHELF_LIMITS } from '../utils/limits';
import { errorHint, type RowErrors, type ShelfField } from '../utils/shelf-errors';
import { isUnchangedRow, keepsShelf, type ShelfRow, type ShelfValues } from '../utils/shelf-form';

/** How many columns a shelf row has (its error row spans them all). */
export const SHELF_COLUMNS = 11;

/** The row's text inputs, with the key of each one's label. */
type TextField = 'size' | 'capacity' | 'cost' | 'alias_name';
const TEXT_LABEL: Record<TextField, string> = {
  size: 'size',
  capacity: 'capacity',
  cost: 'cost',
  alias_name: 'alias',
};

type Props = {
  row: ShelfRow;
  index: number;
  options: CategoryOption[];
  errors: RowErrors | undefined;
  /** Schema errors (English zod messages): show the localized hint of each field instead. */
  localize: boolean;
  disabled: boolean;
  onChange: (change: Partial<ShelfValues>) => void;
  onRemove: () => void;
};

/**
 * One shelf of the editor: its inputs (category, size, premium, capacity, cost, alias), what is on
 * it and on the way while it still names its loaded shelf, its percent while unchanged, a remove
 * button, and its errors in a row under it. Each input is named «Полка N: …» for screen readers.
 */
export function ShelfRowView({ row, index, options, errors, localize, disabled, onChange, onRemove }: Props) {
  const { t } = useTranslation('stores-capacity');
  const n = index + 1;
  const errorsId = `${row.id}-errors`;
  const messages = useRowMessages(errors, localize);
  const invalid = (field: ShelfField) =>
    !!errors?.[field] || (!!errors?.row && (field === 'product_category_id' || field === 'size'));
  const common = (field: ShelfField) => ({
    isInvalid: invalid(field),
    'aria-describedby': messages.length > 0 ? errorsId : undefined,
    disabled,
  });
  /** A text cell of the row: its input of `field`, named «Полка N: …», with the field's error state. */
  const input = (field: TextField, minWidth: string, props: FormControlProps) => (
    <td style={{ minWidth }}>
      <Form.Control
        size="sm"
        aria-label={t(`editor.label.${TEXT_LABEL[field]}`, { n })}
        value={row[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
        {...props}
        {...common(field)}
      />
    </td>
  );
  const kept = keepsShelf(row);
  const unchanged = isUnchangedRow(row);
  const status = row.original === null ? t('editor.newShelf') : unchanged ? undefined : t('editor.changed');
  return (
    <>
      <tr>
        <th scope="row" className="text-end capacity-num fw-normal">
          {n}
        </th>
        <td style={{ minWidth: '14rem' }}>
          <Form.Select
            size="sm"
            aria-label={t('editor.label.category', { n })}
            value={row.category_id}
            onChange={(e) => onChange({ category_id: e.target.value })}
            {...common('product_category_id')}
          >
            {row.category_id === '' && <option value="">{t('editor.chooseCategory')}</option>}
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {indentedName(o)}
              </option>
            ))}
          </Form.Select>
        </td>
        {input('size', '7rem', { placeholder: t('editor.anySize'), maxLength: SHELF_LIMITS.size })}
        <td className="text-center">
          <Form.Check
            aria-label={t('editor.label.premium', { n })}
            checked={row.is_premium}
            onChange={(e) => onChange({ is_premium: e.target.checked })}
            {...common('is_premium')}
          />
        </td>
        {input('capacity', '6rem', { inputMode: 'numeric', className: 'text-end' })}
        {input('cost', '6rem', { inputMode: 'decimal', className: 'text-end' })}
        {input('alias_name', '9rem', { placeholder: t('editor.optional'), maxLength: SHELF_LIMITS.alias })}
        <td className="text-end capacity-num">{kept ? num(row.original!.count) : t('none')}</td>
        <td className="text-end capacity-num">{kept ? num(row.original!.supplies) : t('none')}</td>
        <td className="text-end capacity-num text-nowrap" title={status}>
          {unchanged && row.original!.percent !== null
            ? t('percent', { value: num(row.original!.percent) })
            : t('none')}
        </td>
        <td className="text-end">
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={t('editor.label.remove', { n })}
            onClick={onRemove}
            disabled={disabled}
          >
            ×
          </Button>
        </td>
      </tr>
      {messages.length > 0 && (
        <tr className="shelf-errors">
          <td colSpan={SHELF_COLUMNS}>
            <div id={errorsId} className="invalid-feedback d-block">
              {messages.join('; ')}
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

/** The row's error texts: the server's messages, or the localized hint per field for schema errors. */
function useRowMessages(errors: RowErrors | undefined, localize: boolean): string[] {
  const { t } = useTranslation('stores-capacity');
  if (!errors) return [];
  const max = { size: SHELF_LIMITS.size, alias: SHELF_LIMITS.alias, capacity: num(SHELF_LIMITS.capacity) };
  const texts = Object.entries(errors).flatMap(([field, messages]) => {
    if (!localize) return messages ?? [];
    const hint = errorHint(field as ShelfField | 'row');
    return [t(`editor.errors.${hint}`, { max: max[hint as keyof typeof max] })];
  });
  return [...new Set(texts)];
}
