import { ServiceProduct } from '@kits/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceProduct } from '@/api/get-service-product';
import { EditorCard } from '@/components/editor-card';
import { FormActions } from '@/components/form-actions';
import { LoadingStatus, QueryState } from '@/components/query-state';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { useSuccessToast } from '@/components/toaster';
import { ApiError } from '@/lib/api-client';
import { dateTime } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { staleRecord } from '@/lib/record-version';
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
import { ProductLifecycle } from './product-lifecycle';

/**
 * The edit form of one product (GET/PATCH /services/products/{id}) and its audit history. A save
 * refused because someone else saved the product meanwhile (412, docs/rules.md#record-versions)
 * starts the form again from their product under "someone changed this — review".
 */
export function ProductEditor({ productId, onClose }: { productId: number; onClose: () => void }) {
  const { t } = useTranslation('product-admin');
  const product = useServiceProduct(productId);
  // Here, not in the form: the form remounts with the saved product, the mutation must outlive it.
  const save = usePatchServiceProduct();
  const client = useQueryClient();
  const [reviews, setReviews] = useState(0);
  const review = (current: ServiceProduct) => {
    setReviews((n) => n + 1);
    save.reset();
    client.setQueryData(queryKeys.services.products.detail(productId), { data: current });
  };
  return (
    <QueryState
      query={product}
      errorTitle={t('products.loadFailed')}
      pending={<LoadingStatus className="text-body-secondary" />}
    >
      {(data) => (
        <div className="d-grid gap-4">
          {reviews > 0 && !save.isSuccess && <StaleRecordAlert changes={[]} kept={false} />}
          <EditForm
            key={`${data.updated_at}/${reviews}`}
            product={data}
            save={save}
            onStale={review}
            onClose={onClose}
          />
          <ProductLifecycle product={data} onDeleted={onClose} />
          <ProductAudit productId={productId} />
        </div>
      )}
    </QueryState>
  );
}

function EditForm({
  product,
  save,
  onStale,
  onClose,
}: {
  product: ServiceProduct;
  save: ReturnType<typeof usePatchServiceProduct>;
  onStale: (current: ServiceProduct) => void;
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
      { id: product.id, etag: product.etag, patch },
      {
        onSuccess: () => {
          setErrors({ fields: {}, localize: false });
          saved(t('edit.saved'), t('edit.savedText', { code: product.code }));
        },
        onError: (error) => {
          const current = staleRecord(error, ServiceProduct);
          if (current) return onStale(current);
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
