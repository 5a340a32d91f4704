import { type FormEvent, useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { EditorCard } from '@/components/editor-card';
import { FormActions } from '@/components/form-actions';
import { useSuccessToast } from '@/components/toaster';
import { ApiError } from '@/lib/api-client';
import { useCreateServiceProduct } from '../api/create-service-product';
import {
  blankProduct,
  buildCreate,
  type ProductFormValues,
  type ShownErrors,
  serverFieldErrors,
  toFormValues,
  validateCreate,
} from '../utils/product-form';
import { ProductFormFields } from './product-form-fields';
import { useFieldFeedback } from './product-form-section';

const BLANK = blankProduct();

/**
 * The form of a new product (POST /services/products, docs/rules.md#product-create): its code and
 * the edit form's sections; checked with the contract's schema first, then by the server (code
 * taken, no price…), each error under its field. `onCreated` gets the new product's id.
 */
export function ProductCreator({
  onCreated,
  onClose,
}: {
  onCreated: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('product-admin');
  const created = useSuccessToast();
  const create = useCreateServiceProduct();
  const [code, setCode] = useState('');
  const [values, setValues] = useState<ProductFormValues>(() => toFormValues(BLANK));
  const [errors, setErrors] = useState<ShownErrors>({ fields: {}, localize: false });
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const field = useFieldFeedback(errors);
  useEffect(() => {
    if (Object.keys(errors.fields).length === 0) return;
    form.current?.querySelector<HTMLElement>('.is-invalid')?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = buildCreate(code, values);
    const invalid = validateCreate(body);
    if (Object.keys(invalid).length > 0) {
      setErrors({ fields: invalid, localize: true });
      setMessage(t('edit.invalid'));
      return;
    }
    setMessage(null);
    create.mutate(body, {
      onSuccess: (res) => {
        created(t('create.created'), t('create.createdText', { code: res.data.code }));
        onCreated(res.data.id);
      },
      onError: (error) => {
        const answer = error instanceof ApiError ? error.body : null;
        setErrors({
          fields: answer?.errors ? serverFieldErrors(answer.errors, body) : {},
          localize: answer?.code === 'VALIDATION',
        });
        setMessage(answer?.message ?? error.message);
      },
    });
  };

  return (
    <EditorCard
      title={t('create.title')}
      headerClassName="d-flex flex-wrap align-items-center gap-2"
      details={<span className="ms-auto small text-body-secondary">{t('create.hint')}</span>}
      formRef={form}
      onSubmit={submit}
      message={message}
      failed={Object.keys(errors.fields).length > 0 || create.isError}
    >
      <Form.Group controlId="create-code" className="mb-4" style={{ maxWidth: '20rem' }}>
        <Form.Label>{t('create.code')}</Form.Label>
        <Form.Control
          value={code}
          maxLength={64}
          onChange={(e) => setCode(e.target.value)}
          isInvalid={!!field.errorOf('code')}
          disabled={create.isPending}
          autoComplete="off"
        />
        {field.feedback('code')}
      </Form.Group>
      <ProductFormFields
        product={BLANK}
        values={values}
        onChange={(next) => setValues((v) => ({ ...v, ...next }))}
        errors={errors}
        disabled={create.isPending}
      />
      {field.feedback('prices')}
      <FormActions
        busy={create.isPending}
        labels={{ save: t('create.save'), reset: t('create.reset'), close: t('edit.close') }}
        onReset={() => {
          setCode('');
          setValues(toFormValues(BLANK));
          setErrors({ fields: {}, localize: false });
          setMessage(null);
        }}
        onClose={onClose}
      />
    </EditorCard>
  );
}
