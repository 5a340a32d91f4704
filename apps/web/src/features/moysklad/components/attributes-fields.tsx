import {
  MOYSKLAD_ATTRIBUTE_TARGETS,
  MOYSKLAD_PRODUCT_KEYS,
  type MoyskladAttributeTarget,
  type MoyskladOptions,
  type MoyskladProductKey,
} from '@kits/contract';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { LabelledCol } from '@/components/labelled-col';
import type { MappingForm } from '../utils/mapping-form';
import { FieldError, IdSelect } from './id-select';

type Props = {
  form: Pick<MappingForm, 'product_key' | 'attributes'>;
  attributes: MoyskladOptions['attributes'];
  errors: Record<string, string>;
  onProductKey: (key: MoyskladProductKey) => void;
  onAttribute: (target: MoyskladAttributeTarget, id: string) => void;
  disabled: boolean;
};

/**
 * Which МойСклад product field is our product code (code, article, external code), and which of
 * the account's attributes fills size, premium, hashtags, the English name and description
 * ("not mapped" when none) (docs/moysklad.md). Errors (`product_key`, `attributes.size`) under each.
 */
export function AttributesFields({ form, attributes, errors, onProductKey, onAttribute, disabled }: Props) {
  const { t } = useTranslation('moysklad');
  return (
    <Row xs={1} md={2} xl={3} className="g-3 mb-3">
      <LabelledCol
        id="moysklad-product-key"
        label={t('mapping.productKey.label')}
        hint={t('mapping.productKey.hint')}
      >
        <Form.Select
          size="sm"
          value={form.product_key}
          onChange={(e) => onProductKey(e.target.value as MoyskladProductKey)}
          isInvalid={!!errors.product_key}
          aria-describedby={errors.product_key ? 'moysklad-product-key-error' : undefined}
          disabled={disabled}
        >
          {MOYSKLAD_PRODUCT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`mapping.productKey.${key}`)}
            </option>
          ))}
        </Form.Select>
        <FieldError id="moysklad-product-key-error" error={errors.product_key} />
      </LabelledCol>
      {MOYSKLAD_ATTRIBUTE_TARGETS.map((target) => (
        <LabelledCol
          key={target}
          id={`moysklad-attribute-${target}`}
          label={t(`mapping.attributes.${target}`)}
        >
          <IdSelect
            id={`moysklad-attribute-${target}`}
            value={form.attributes[target]}
            items={attributes}
            empty={t('mapping.attributes.notMapped')}
            error={errors[`attributes.${target}`]}
            errorId={`moysklad-attribute-${target}-error`}
            onChange={(id) => onAttribute(target, id)}
            disabled={disabled}
          />
          <FieldError id={`moysklad-attribute-${target}-error`} error={errors[`attributes.${target}`]} />
        </LabelledCol>
      ))}
    </Row>
  );
}
