import type { ServiceCategory } from '@kits/contract';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { type CategoryNode, categoryName, indented } from '../utils/category-tree';

/** What the category forms hold: both names and the parent ('' = a root), as typed. */
export type CategoryValues = { name_ru: string; name_en: string; parent_id: string };

export const categoryValues = (c?: ServiceCategory): CategoryValues => ({
  name_ru: c?.name_ru ?? '',
  name_en: c?.name_en ?? '',
  parent_id: c?.parent_id == null ? '' : String(c.parent_id),
});

/**
 * The fields of a category (new or edited): names in Russian and English and the parent, chosen
 * among `parents` (the tree without the edited category's own subtree); each with its errors
 * (`errors`: field → message).
 */
export function CategoryFields({
  idPrefix,
  values,
  onChange,
  parents,
  errors,
  disabled,
}: {
  idPrefix: string;
  values: CategoryValues;
  onChange: (next: Partial<CategoryValues>) => void;
  parents: CategoryNode[];
  errors: Record<string, string | undefined>;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('product-admin');
  const feedback = (name: string) =>
    errors[name] ? (
      <Form.Control.Feedback type="invalid" className="d-block">
        {errors[name]}
      </Form.Control.Feedback>
    ) : null;
  return (
    <Row className="g-3">
      {(['ru', 'en'] as const).map((lang) => (
        <Col md={4} key={lang}>
          <Form.Group controlId={`${idPrefix}-name-${lang}`}>
            <Form.Label>{t(`categories.name.${lang}`)}</Form.Label>
            <Form.Control
              value={values[`name_${lang}`]}
              maxLength={200}
              onChange={(e) => onChange({ [`name_${lang}`]: e.target.value })}
              isInvalid={!!errors[`name_${lang}`]}
              disabled={disabled}
            />
            {feedback(`name_${lang}`)}
          </Form.Group>
        </Col>
      ))}
      <Col md={4}>
        <Form.Group controlId={`${idPrefix}-parent`}>
          <Form.Label>{t('categories.parent')}</Form.Label>
          <Form.Select
            value={values.parent_id}
            onChange={(e) => onChange({ parent_id: e.target.value })}
            isInvalid={!!errors.parent_id}
            disabled={disabled}
          >
            <option value="">{t('categories.root')}</option>
            {parents.map((n) => (
              <option key={n.id} value={n.id}>
                {indented(n.depth + 1, categoryName(n, i18n.language))}
              </option>
            ))}
          </Form.Select>
          {feedback('parent_id')}
        </Form.Group>
      </Col>
    </Row>
  );
}

/** The form's values as a body: names trimmed, the parent as an id or null. */
export const categoryBody = (values: CategoryValues) => ({
  name_ru: values.name_ru.trim(),
  name_en: values.name_en.trim(),
  parent_id: values.parent_id === '' ? null : Number(values.parent_id),
});
