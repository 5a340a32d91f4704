import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { categoryOptions } from '@/lib/category-options';

/** The category tree as checkboxes (a category brings its subcategories with it, on the server); `value`: picked ids. */
export function CategoryPicker({
  value,
  onChange,
  disabled,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('shopify');
  const categories = useCategories();
  const options = categoryOptions(categories.data ?? []);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-1">{t('publish.categories')}</legend>
      <div className="border rounded px-2 py-1 overflow-auto" style={{ maxHeight: 260 }}>
        {options.length === 0 && (
          <div className="small text-body-secondary py-2">{t('publish.noCategories')}</div>
        )}
        {options.map((o) => (
          <Form.Check
            key={o.id}
            id={`shopify-category-${o.id}`}
            style={{ marginLeft: `${o.depth * 1.25}rem` }}
            label={o.name}
            checked={value.includes(o.id)}
            disabled={disabled}
            onChange={(e) => toggle(o.id, e.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
