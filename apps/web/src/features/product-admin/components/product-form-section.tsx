import type { ServiceProduct } from '@kits/contract';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { fieldKind, type ProductFormValues, type ShownErrors } from '../utils/product-form';

/** A field's error text (undefined: none) and its feedback line under the field. */
export type FieldFeedback = {
  errorOf: (field: string) => string | undefined;
  feedback: (field: string) => ReactNode;
};

/** What each section of the product form gets: the product, the values, the change handler, the errors. */
export type SectionProps = {
  product: ServiceProduct;
  values: ProductFormValues;
  onChange: (change: Partial<ProductFormValues>) => void;
  disabled: boolean;
  field: FieldFeedback;
};

/**
 * The errors of a field as the form shows them: the server's messages joined by commas, or — when
 * `errors.localize` — a hint in the interface language for the field's kind (names, money…).
 */
export function useFieldFeedback(errors: ShownErrors): FieldFeedback {
  const { t } = useTranslation('product-admin');
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
  return { errorOf, feedback };
}
