import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@/components/fieldset';
import { useServiceCategories } from '../api/service-categories';
import { categoryName, categoryTree, indented } from '../utils/category-tree';
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

/**
 * The category, as an indented list of every category (staff see the hidden ones too, marked); a
 * new product starts with none chosen.
 */
export function CategorySection({ product, values, onChange, disabled, field }: SectionProps) {
  const { t, i18n } = useTranslation('product-admin');
  const categories = useServiceCategories();
  const nodes = categoryTree(categories.data ?? []);
  if (product.category.id !== 0 && !nodes.some((n) => n.id === product.category.id))
    nodes.unshift({
      id: product.category.id,
      parent_id: null,
      slug: product.category.slug,
      name_ru: product.category.name_ru,
      name_en: product.category.name_en,
      position: 0,
      hidden: false,
      external_key: null,
      product_count: 0,
      depth: 0,
      siblings: [],
      hiddenFromCustomers: false,
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
          {values.category_id === '0' && <option value="0">{t('create.chooseCategory')}</option>}
          {nodes.map((n) => (
            <option key={n.id} value={n.id}>
              {indented(n.depth, categoryName(n, i18n.language))}
              {n.hiddenFromCustomers ? ` (${t('categories.hiddenMark')})` : ''}
            </option>
          ))}
        </Form.Select>
        {field.feedback('category_id')}
      </Form.Group>
    </Fieldset>
  );
}
