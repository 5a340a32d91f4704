import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { type CategoryOption, indentedName } from '@/lib/category-options';
import { num } from '@/lib/format';
import { SHELF_LIMITS } from '../utils/limits';
import { errorHint, type RowErrors, type ShelfField } from '../utils/shelf-errors';
import { isUnchangedRow, keepsShelf, type ShelfRow, type ShelfValues } from '../utils/shelf-form';

/** How many columns a shelf row has (its error row spans them all). */
export const SHELF_COLUMNS = 11;

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
        <td style={{ minWidth: '7rem' }}>
          <Form.Control
            size="sm"
            aria-label={t('editor.label.size', { n })}
            placeholder={t('editor.anySize')}
            value={row.size}
            maxLength={SHELF_LIMITS.size}
            onChange={(e) => onChange({ size: e.target.value })}
            {...common('size')}
          />
        </td>
        <td className="text-center">
          <Form.Check
            aria-label={t('editor.label.premium', { n })}
            checked={row.is_premium}
            onChange={(e) => onChange({ is_premium: e.target.checked })}
            {...common('is_premium')}
          />
        </td>
        <td style={{ minWidth: '6rem' }}>
          <Form.Control
            size="sm"
            inputMode="numeric"
            className="text-end"
            aria-label={t('editor.label.capacity', { n })}
            value={row.capacity}
            onChange={(e) => onChange({ capacity: e.target.value })}
            {...common('capacity')}
          />
        </td>
        <td style={{ minWidth: '6rem' }}>
          <Form.Control
            size="sm"
            inputMode="decimal"
            className="text-end"
            aria-label={t('editor.label.cost', { n })}
            value={row.cost}
            onChange={(e) => onChange({ cost: e.target.value })}
            {...common('cost')}
          />
        </td>
        <td style={{ minWidth: '9rem' }}>
          <Form.Control
            size="sm"
            aria-label={t('editor.label.alias', { n })}
            placeholder={t('editor.optional')}
            value={row.alias_name}
            maxLength={SHELF_LIMITS.alias}
            onChange={(e) => onChange({ alias_name: e.target.value })}
            {...common('alias_name')}
          />
        </td>
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
