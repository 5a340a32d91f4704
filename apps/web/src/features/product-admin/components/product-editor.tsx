import type { ServiceProduct } from '@kits/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useServiceProduct } from '@/api/get-service-product';
import { EditorCard } from '@/components/editor-card';
import { FormActions } from '@/components/form-actions';
import { LoadingStatus, QueryState } from '@/components/query-state';
import { useSuccessToast } from '@/components/toaster';
import { ApiError } from '@/lib/api-client';
import { dateTime } from '@/lib/format';
import { usePatchServiceProduct } from '../api/patch-service-product';
import {
  buildPatch,
  type ProductFormValues,
  type ShownErrors,
  serverFieldErrors,
  toFormValues,
  validatePatch,
} from '../utils/product-form';
import { ProductAudit } from './product-audit';
import { ProductFormFields } from './product-form-fields';
import { ProductLifecycleActions } from './product-lifecycle-actions';

/**
 * The edit form of one product (GET/PATCH /services/products/{id}), its life-cycle actions (archive
 * or restore, delete) with a notice while it is archived, and its audit history.
 */
export function ProductEditor({ productId, onClose }: { productId: number; onClose: () => void }) {
  const { t } = useTranslation('product-admin');
  const product = useServiceProduct(productId);
  // Here, not in the form: the form remounts with the saved product, the mutation must outlive it.
  const save = usePatchServiceProduct();
  return (
    <QueryState
      query={product}
      errorTitle={t('products.loadFailed')}
      pending={<LoadingStatus className="text-body-secondary" />}
    >
      {(data) => (
        <div className="d-grid gap-4">
          {data.archived_at && (
            <Alert variant="secondary" className="mb-0" role="status">
              {t('archive.notice', { when: dateTime(data.archived_at) })}
            </Alert>
          )}
          <ProductLifecycleActions product={data} onDeleted={onClose} />
          <EditForm key={data.updated_at} product={data} save={save} onClose={onClose} />
          <ProductAudit productId={productId} />
        </div>
      )}
    </QueryState>
  );
}

function EditForm({
  product,
  save,
  onClose,
}: {
  product: ServiceProduct;
  save: ReturnType<typeof usePatchServiceProduct>;
  onClose: () => void;
}) {
  const { t } = useTranslation('product-admin');
  const saved = useSuccessToast();
  const [values, setValues] = useState<ProductFormValues>(() => toFormValues(product));
  const [errors, setErrors] = useState<ShownErrors>({ fields: {}, localize: false });
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // New errors: take the user to the first marked field (the form is long).
  useEffect(() => {
    if (Object.keys(errors.fields).length === 0) return;
    form.current?.querySelector<HTMLElement>('.is-invalid')?.focus();
  }, [errors]);

  const change = (next: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = buildPatch(values, product);
    if (Object.keys(patch).length === 0) {
      setErrors({ fields: {}, localize: false });
      setMessage(t('edit.nothing'));
      return;
    }
    const invalid = validatePatch(patch);
    if (Object.keys(invalid).length > 0) {
      setErrors({ fields: invalid, localize: true });
      setMessage(t('edit.invalid'));
      return;
    }
    setMessage(null);
    save.mutate(
      { id: product.id, patch },
      {
        onSuccess: () => {
          setErrors({ fields: {}, localize: false });
          saved(t('edit.saved'), t('edit.savedText', { code: product.code }));
        },
        onError: (error) => {
          const body = error instanceof ApiError ? error.body : null;
          setErrors({
            fields: body?.errors ? serverFieldErrors(body.errors, patch) : {},
            localize: body?.code === 'VALIDATION',
          });
          setMessage(body?.message ?? error.message);
        },
      },
    );
  };

  return (
    <EditorCard
      title={t('edit.title', { code: product.code })}
      headerClassName="d-flex flex-wrap align-items-center gap-2"
      details={
        <>
          {product.external_key && (
            <span className="small text-body-secondary">
              {t('edit.importKey')}: <code>{product.external_key}</code>
            </span>
          )}
          <span className="ms-auto small text-body-secondary">
            {t('edit.updatedAt', { when: dateTime(product.updated_at) })}
          </span>
        </>
      }
      formRef={form}
      onSubmit={submit}
      message={message}
      failed={Object.keys(errors.fields).length > 0 || save.isError}
    >
      <ProductFormFields
        product={product}
        values={values}
        onChange={change}
        errors={errors}
        disabled={save.isPending}
      />
      <FormActions
        busy={save.isPending}
        labels={{ save: t('edit.save'), reset: t('edit.reset'), close: t('edit.close') }}
        onReset={() => {
          setValues(toFormValues(product));
          setErrors({ fields: {}, localize: false });
          setMessage(null);
        }}
        onClose={onClose}
      />
    </EditorCard>
  );
}
