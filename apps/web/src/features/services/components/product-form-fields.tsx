import { APPROVED_STATUS, CURRENCIES, SERVICE_STOCK_STORES, type ServiceProduct } from '@kits/contract';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/features/catalog/api/get-categories';
import { categoryOptions, indentedName } from '@/features/catalog/utils/category-options';
import { useServiceStatuses } from '../api/get-service-statuses';
import { fieldKind, type ProductFormValues, parseHashtags } from '../utils/product-form';
import type { ShownErrors } from './product-editor';

type Props = {
  product: ServiceProduct;
  values: ProductFormValues;
  onChange: (change: Partial<ProductFormValues>) => void;
  errors: ShownErrors;
  disabled: boolean;
};

/** The sections of the product edit form; each field shows its errors under it. */
export function ProductFormFields({ product, values, onChange, errors, disabled }: Props) {
  const { t } = useTranslation('services');
  const categories = useCategories();
  const statuses = useServiceStatuses();
  const errorOf = (field: string) => {
    const messages = errors.fields[field];
    if (!messages) return undefined;
    const kind = fieldKind(field);
    return errors.localize && kind !== 'other' ? t(`edit.errors.${kind}`) : messages.join(', ');
  };
  const feedback = (field: string) => {
    const text = errorOf(field);
    return text ? (
      <Form.Control.Feedback type="invalid" className="d-block">
        {text}
      </Form.Control.Feedback>
    ) : null;
  };
  const options = categoryOptions(categories.data ?? []);
  if (!options.some((o) => o.id === product.category.id))
    options.unshift({
      id: product.category.id,
      slug: product.category.slug,
      name: product.category.name_ru,
      depth: 0,
    });
  const otherStatuses = (statuses.data ?? []).filter((s) => s.slug !== APPROVED_STATUS);
  const hashtags = parseHashtags(values.hashtags);
  const toggleStatus = (slug: string, on: boolean) =>
    onChange({
      statuses: on ? [...new Set([...values.statuses, slug])] : values.statuses.filter((s) => s !== slug),
    });

  return (
    <div className="d-grid gap-4">
      <Fieldset legend={t('edit.names')}>
        <Row className="g-3">
          {(['ru', 'en'] as const).map((lang) => (
            <Col md={6} key={lang}>
              <Form.Group controlId={`edit-name-${lang}`}>
                <Form.Label>{t(`edit.name.${lang}`)}</Form.Label>
                <Form.Control
                  value={values[`name_${lang}`]}
                  onChange={(e) => onChange({ [`name_${lang}`]: e.target.value })}
                  isInvalid={!!errorOf(`name_${lang}`)}
                  disabled={disabled}
                  maxLength={500}
                />
                {feedback(`name_${lang}`)}
              </Form.Group>
              <Form.Group controlId={`edit-description-${lang}`} className="mt-3">
                <Form.Label>{t(`edit.description.${lang}`)}</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={4}
                  value={values[`description_${lang}`]}
                  onChange={(e) => onChange({ [`description_${lang}`]: e.target.value })}
                  isInvalid={!!errorOf(`description_${lang}`)}
                  disabled={disabled}
                />
                {feedback(`description_${lang}`)}
              </Form.Group>
            </Col>
          ))}
        </Row>
      </Fieldset>

      <Fieldset legend={t('edit.category')}>
        <Form.Group controlId="edit-category" style={{ maxWidth: '28rem' }}>
          <Form.Label className="visually-hidden">{t('edit.category')}</Form.Label>
          <Form.Select
            value={values.category_id}
            onChange={(e) => onChange({ category_id: e.target.value })}
            isInvalid={!!errorOf('category_id')}
            disabled={disabled}
          >
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {indentedName(o)}
              </option>
            ))}
          </Form.Select>
          {feedback('category_id')}
        </Form.Group>
      </Fieldset>

      <Row className="g-4">
        <Col lg={7}>
          <Fieldset legend={t('edit.prices')}>
            <Table size="sm" className="data-table mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('edit.currency')}</th>
                  <th scope="col">{t('edit.wholesale')}</th>
                  <th scope="col">{t('edit.retail')}</th>
                </tr>
              </thead>
              <tbody>
                {CURRENCIES.map((currency) => (
                  <tr key={currency}>
                    <th scope="row">{currency}</th>
                    {(['wholesale', 'retail'] as const).map((kind) => {
                      const field = `prices.${currency}.${kind}`;
                      return (
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
                            isInvalid={!!errorOf(field)}
                            disabled={disabled}
                          />
                          {feedback(field)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Fieldset>
        </Col>
        <Col lg={5}>
          <Fieldset legend={t('edit.stock')}>
            {SERVICE_STOCK_STORES.map((id) => {
              const row = product.stock.find((s) => s.store_id === id);
              return (
                <Form.Group key={id} controlId={`edit-stock-${id}`} className="mb-2">
                  <Form.Label className="small mb-1">
                    {t('edit.stockOf', { store: row?.store_name ?? id, id })}
                    {row && row.supplies > 0 && (
                      <span className="text-body-secondary">
                        {' '}
                        · {t('edit.supplies', { count: row.supplies })}
                      </span>
                    )}
                  </Form.Label>
                  <Form.Control
                    type="number"
                    min={0}
                    step={1}
                    value={values.stock[id]}
                    onChange={(e) => onChange({ stock: { ...values.stock, [id]: e.target.value } })}
                    isInvalid={!!errorOf(`stock.${id}`)}
                    disabled={disabled}
                    style={{ maxWidth: '10rem' }}
                  />
                  {feedback(`stock.${id}`)}
                </Form.Group>
              );
            })}
            {feedback('stock')}
          </Fieldset>
        </Col>
      </Row>

      <Fieldset legend={t('edit.properties')}>
        {values.properties.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is their identity
          <div key={i} className="mb-2">
            <div className="d-flex flex-wrap gap-2 align-items-start">
              <Form.Control
                size="sm"
                aria-label={t('edit.propertySlug', { n: i + 1 })}
                placeholder={t('edit.slug')}
                value={p.slug}
                onChange={(e) => {
                  const next = [...values.properties];
                  next[i] = { ...p, slug: e.target.value };
                  onChange({ properties: next });
                }}
                isInvalid={!!errorOf(`properties.${i}`)}
                disabled={disabled}
                style={{ maxWidth: '12rem' }}
              />
              <Form.Control
                size="sm"
                aria-label={t('edit.propertyValue', { n: i + 1 })}
                placeholder={t('edit.value')}
                value={p.value}
                onChange={(e) => {
                  const next = [...values.properties];
                  next[i] = { ...p, value: e.target.value };
                  onChange({ properties: next });
                }}
                isInvalid={!!errorOf(`properties.${i}`)}
                disabled={disabled}
                style={{ maxWidth: '20rem' }}
              />
              <Form.Control
                size="sm"
                lang="en"
                aria-label={t('edit.propertyValueEn', { n: i + 1 })}
                placeholder={t('edit.valueEn')}
                value={p.value_en}
                onChange={(e) => {
                  const next = [...values.properties];
                  next[i] = { ...p, value_en: e.target.value };
                  onChange({ properties: next });
                }}
                isInvalid={!!errorOf(`properties.${i}`)}
                disabled={disabled}
                style={{ maxWidth: '20rem' }}
              />
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={t('edit.removeProperty', { slug: p.slug || i + 1 })}
                onClick={() => onChange({ properties: values.properties.filter((_, j) => j !== i) })}
                disabled={disabled}
              >
                ×
              </Button>
            </div>
            {feedback(`properties.${i}`)}
          </div>
        ))}
        {feedback('properties')}
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() =>
            onChange({ properties: [...values.properties, { slug: '', value: '', value_en: '' }] })
          }
          disabled={disabled}
        >
          {t('edit.addProperty')}
        </Button>
        <Form.Text className="d-block small">
          {t('edit.propertiesHint')} {t('edit.englishHint')}
        </Form.Text>
      </Fieldset>

      <Row className="g-4">
        <Col lg={6}>
          <Fieldset legend={t('edit.hashtags')}>
            <Form.Group controlId="edit-hashtags">
              <Form.Label className="visually-hidden">{t('edit.hashtags')}</Form.Label>
              <Form.Control
                value={values.hashtags}
                onChange={(e) => onChange({ hashtags: e.target.value })}
                isInvalid={!!errorOf('hashtags')}
                disabled={disabled}
              />
              <Form.Text className="small">{t('edit.hashtagsHint')}</Form.Text>
              {feedback('hashtags')}
            </Form.Group>
            {hashtags.length > 0 && (
              <fieldset className="mt-3">
                <legend className="small fw-semibold mb-1">{t('edit.hashtagsEn')}</legend>
                {hashtags.map((name) => (
                  <Form.Group
                    key={name}
                    as={Row}
                    className="g-2 mb-1 align-items-center"
                    controlId={`edit-hashtag-en-${name}`}
                  >
                    <Form.Label column="sm" xs={5} className="text-truncate">
                      #{name}
                    </Form.Label>
                    <Col xs={7}>
                      <Form.Control
                        size="sm"
                        lang="en"
                        aria-label={t('edit.hashtagEn', { name })}
                        value={values.hashtags_en[name] ?? ''}
                        onChange={(e) =>
                          onChange({ hashtags_en: { ...values.hashtags_en, [name]: e.target.value } })
                        }
                        isInvalid={!!errorOf('hashtags_en')}
                        disabled={disabled}
                      />
                    </Col>
                  </Form.Group>
                ))}
                <Form.Text className="small">{t('edit.englishHint')}</Form.Text>
                {feedback('hashtags_en')}
              </fieldset>
            )}
          </Fieldset>
        </Col>
        <Col lg={6}>
          <Fieldset legend={t('edit.statuses')}>
            <Form.Check
              type="switch"
              id="edit-approve"
              label={<strong>{t('edit.approve')}</strong>}
              checked={values.statuses.includes(APPROVED_STATUS)}
              onChange={(e) => toggleStatus(APPROVED_STATUS, e.target.checked)}
              disabled={disabled}
            />
            <Form.Text className="d-block small mb-2">{t('edit.approveHint')}</Form.Text>
            {otherStatuses.map((s) => (
              <Form.Check
                key={s.slug}
                id={`edit-status-${s.slug}`}
                label={t(`statuses.${s.slug}`, { defaultValue: s.name })}
                checked={values.statuses.includes(s.slug)}
                onChange={(e) => toggleStatus(s.slug, e.target.checked)}
                disabled={disabled}
                inline
              />
            ))}
            {feedback('statuses')}
          </Fieldset>
        </Col>
      </Row>
    </div>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="h6 border-bottom pb-1 mb-3">{legend}</legend>
      {children}
    </fieldset>
  );
}
