import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@/components/fieldset';
import type { ProductFormValues } from '../utils/product-form';
import type { SectionProps } from './product-form-section';

type Property = ProductFormValues['properties'][number];

/** The three inputs of a property row: its name for a screen reader, placeholder, width, language. */
const INPUTS = [
  { key: 'slug', label: 'edit.propertySlug', placeholder: 'edit.slug', width: '12rem' },
  { key: 'value', label: 'edit.propertyValue', placeholder: 'edit.value', width: '20rem' },
  { key: 'value_en', label: 'edit.propertyValueEn', placeholder: 'edit.valueEn', width: '20rem', lang: 'en' },
] as const;

/** The properties (slug, value, English value), a row each, to edit, remove and add. */
export function PropertiesSection({ values, onChange, disabled, field }: SectionProps) {
  const { t } = useTranslation('product-admin');
  const set = (i: number, change: Partial<Property>) =>
    onChange({ properties: values.properties.map((p, j) => (j === i ? { ...p, ...change } : p)) });
  return (
    <Fieldset legend={t('edit.properties')}>
      {values.properties.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is their identity
        <div key={i} className="mb-2">
          <div className="d-flex flex-wrap gap-2 align-items-start">
            {INPUTS.map((input) => (
              <Form.Control
                key={input.key}
                size="sm"
                lang={'lang' in input ? input.lang : undefined}
                aria-label={t(input.label, { n: i + 1 })}
                placeholder={t(input.placeholder)}
                value={p[input.key]}
                onChange={(e) => set(i, { [input.key]: e.target.value })}
                isInvalid={!!field.errorOf(`properties.${i}`)}
                disabled={disabled}
                style={{ maxWidth: input.width }}
              />
            ))}
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
          {field.feedback(`properties.${i}`)}
        </div>
      ))}
      {field.feedback('properties')}
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
  );
}
