import type { Currency } from '@kits/contract';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { type CategoryOption, categoryOptions } from '@/lib/category-options';
import type { ShelfErrors } from '../utils/shelf-errors';
import type { ShelfRow, ShelfValues } from '../utils/shelf-form';
import { ShelfRowView } from './shelf-row';

type Props = {
  outletName: string;
  currency: Currency;
  rows: ShelfRow[];
  errors: ShelfErrors;
  localize: boolean;
  disabled: boolean;
  onChange: (index: number, change: Partial<ShelfValues>) => void;
  onRemove: (index: number) => void;
};

/**
 * The category tree as options, plus any category a loaded shelf names that the tree lacks (so the
 * select never silently shows another one).
 */
function useShelfCategoryOptions(rows: ShelfRow[]): CategoryOption[] {
  const categories = useCategories();
  const options = categoryOptions(categories.data ?? []);
  for (const row of rows) {
    const shelf = row.original;
    if (shelf && !options.some((o) => o.id === shelf.product_category_id))
      options.push({ id: shelf.product_category_id, slug: '', name: shelf.category_name, depth: 0 });
  }
  return options;
}

/** The editable table of an outlet's shelves, one row each, with the read-only units and percent. */
export function ShelfTable({
  outletName,
  currency,
  rows,
  errors,
  localize,
  disabled,
  onChange,
  onRemove,
}: Props) {
  const { t } = useTranslation('stores-capacity');
  const options = useShelfCategoryOptions(rows);
  const col = (key: string, end = false) => (
    <th scope="col" className={end ? 'text-end' : undefined}>
      {t(`editor.columns.${key}`, { currency })}
    </th>
  );
  return (
    <div className="table-responsive">
      <Table size="sm" className="data-table mb-0" aria-label={t('editor.table', { name: outletName })}>
        <thead className="table-light">
          <tr>
            {col('n', true)}
            {col('category')}
            {col('size')}
            {col('premium')}
            {col('capacity', true)}
            {col('cost', true)}
            {col('alias')}
            {col('count', true)}
            {col('supplies', true)}
            {col('percent', true)}
            <th scope="col">
              <span className="visually-hidden">{t('editor.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <ShelfRowView
              key={row.id}
              row={row}
              index={i}
              options={options}
              errors={errors.rows[i]}
              localize={localize}
              disabled={disabled}
              onChange={(change) => onChange(i, change)}
              onRemove={() => onRemove(i)}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
