import { ServiceCategoryPatch } from '@kits/contract';
import { type FormEvent, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { EditorCard } from '@/components/editor-card';
import { FormActions } from '@/components/form-actions';
import { useSuccessToast } from '@/components/toaster';
import { ApiError, apiFieldErrors } from '@/lib/api-client';
import { usePatchServiceCategory } from '../api/service-categories';
import { type CategoryNode, categoryName } from '../utils/category-tree';
import { CategoryFields, categoryBody, categoryValues } from './category-form';

/**
 * One category's edit form (PATCH /services/categories/{id}): rename in both languages, move under
 * another parent (`parents`: not its own subtree), hide from customers with its subtree.
 */
export function CategoryEditor({
  category,
  parents,
  onClose,
}: {
  category: CategoryNode;
  parents: CategoryNode[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('product-admin');
  const saved = useSuccessToast();
  const patch = usePatchServiceCategory();
  const [values, setValues] = useState(categoryValues(category));
  const [hidden, setHidden] = useState(category.hidden);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...categoryBody(values), hidden };
    if (!ServiceCategoryPatch.safeParse(body).success) {
      setErrors({
        name_ru: body.name_ru ? undefined : t('categories.nameError'),
        name_en: body.name_en ? undefined : t('categories.nameError'),
      });
      setMessage(t('edit.invalid'));
      return;
    }
    patch.mutate(
      { id: category.id, patch: body },
      {
        onSuccess: (res) => {
          setErrors({});
          setMessage(null);
          saved(
            t('categories.saved'),
            t('categories.savedText', { name: categoryName(res.data, i18n.language) }),
          );
        },
        onError: (error) => {
          setErrors(Object.fromEntries(Object.entries(apiFieldErrors(error)).map(([k, v]) => [k, v[0]])));
          setMessage(error instanceof ApiError ? error.body.message : error.message);
        },
      },
    );
  };

  return (
    <EditorCard
      title={t('categories.editTitle', { name: categoryName(category, i18n.language) })}
      headerClassName="d-flex flex-wrap align-items-center gap-2"
      details={
        <span className="ms-auto small text-body-secondary">
          <code>{category.slug}</code>
        </span>
      }
      formRef={form}
      onSubmit={submit}
      message={message}
      failed={patch.isError || Object.values(errors).some(Boolean)}
    >
      <CategoryFields
        idPrefix="edit-category"
        values={values}
        onChange={(next) => setValues((v) => ({ ...v, ...next }))}
        parents={parents}
        errors={errors}
        disabled={patch.isPending}
      />
      <Form.Check
        className="mt-3"
        id="edit-category-hidden"
        type="switch"
        label={t('categories.hiddenSwitch')}
        checked={hidden}
        onChange={(e) => setHidden(e.target.checked)}
        disabled={patch.isPending}
      />
      <Form.Text>{t('categories.hiddenHint')}</Form.Text>
      <FormActions
        busy={patch.isPending}
        labels={{ save: t('edit.save'), reset: t('edit.reset'), close: t('edit.close') }}
        onReset={() => {
          setValues(categoryValues(category));
          setHidden(category.hidden);
          setErrors({});
          setMessage(null);
        }}
        onClose={onClose}
      />
    </EditorCard>
  );
}
