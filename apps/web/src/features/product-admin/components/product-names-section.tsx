import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { Fieldset } from '@/components/fieldset';
import { categoryOptions, indentedName } from '@/lib/category-options';
import type { SectionProps } from './product-form-section';

/** Names and descriptions, Russian and English side by side. */
export function NamesSection({ values, onChange, disabled, field }: SectionProps) {
  const { t } = useTranslation('product-admin');
  const text = (name: `${'name' | 'description'}_${'ru' | 'en'}`, rows?: number) => (
    <>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : { maxLength: 500 })}
        value={values[name]}
        onChange={(e) => onChange({ [name]: e.target.value })}
        isInvalid={!!field.errorOf(name)}
        disabled={disabled}
      />
      {field.feedback(name)}
    </>
  );
  return (
    <Fieldset legend={t('edit.names')}>
      <Row className="g-3">
        {(['ru', 'en'] as const).map((lang) => (
          <Col md={6} key={lang}>
            <Form.Group controlId={`edit-name-${lang}`}>
              <Form.Label>{t(`edit.name.${lang}`)}</Form.Label>
              {text(`name_${lang}`)}
            </Form.Group>
            <Form.Group controlId={`edit-description-${lang}`} className="mt-3">
              <Form.Label>{t(`edit.description.${lang}`)}</Form.Label>
              {text(`description_${lang}`, 4)}
            </Form.Group>
          </Col>
        ))}
      </Row>
    </Fieldset>
  );
}

/** The category, as an indented list of the catalogue's categories (the product's own one kept if it is hidden). */
export function CategorySection({ product, values, onChange, disabled, field }: SectionProps) {
  const { t } = useTranslation('product-admin');
  const categories = useCategories();
  const options = categoryOptions(categories.data ?? []);
  if (!options.some((o) => o.id === product.category.id))
    options.unshift({
      id: product.category.id,
      slug: product.category.slug,
      name: product.category.name_ru,
      depth: 0,
    });
  return (
    <Fieldset legend={t('edit.category')}>
      <Form.Group controlId="edit-category" style={{ maxWidth: '28rem' }}>
        <Form.Label className="visually-hidden">{t('edit.category')}</Form.Label>
        <Form.Select
          value={values.category_id}
          onChange={(e) => onChange({ category_id: e.target.value })}
          isInvalid={!!field.errorOf('category_id')}
          disabled={disabled}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {indentedName(o)}
            </option>
          ))}
        </Form.Select>
        {field.feedback('category_id')}
      </Form.Group>
    </Fieldset>
  );
}
