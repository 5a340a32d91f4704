import type { ServiceCategory } from '@kits/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { EditorCard } from '@/components/editor-card';
import { LoadingStatus, QueryState } from '@/components/query-state';
import { TableHead } from '@/components/table-head';
import { useSuccessToast } from '@/components/toaster';
import { ApiError } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { num } from '@/lib/format';
import {
  useCreateServiceCategory,
  usePatchServiceCategory,
  useServiceCategories,
} from '../api/service-categories';
import { type CategoryRow, categoryRows, descendantIds } from '../utils/category-tree';

/**
 * The category editor of the product administration (docs/rules.md#category-editor): the whole tree,
 * hidden categories too, with a form to create one and to rename, move, order, hide or show the
 * chosen one. A hidden category and everything under it disappear from the customers' catalogue.
 */
export function CategoryEditor() {
  const { t } = useTranslation('product-admin');
  const categories = useServiceCategories();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <QueryState query={categories} errorTitle={t('categories.loadFailed')} pending={<LoadingStatus />}>
      {(data) => {
        const rows = categoryRows(data);
        const chosen = typeof editing === 'number' ? data.find((c) => c.id === editing) : undefined;
        return (
          <div className="d-grid gap-4">
            {editing === 'new' || chosen ? (
              <CategoryForm
                key={chosen ? `${chosen.id}` : 'new'}
                category={chosen}
                rows={rows}
                onDone={() => setEditing(null)}
              />
            ) : (
              <div>
                <Button onClick={() => setEditing('new')}>{t('categories.new')}</Button>
              </div>
            )}
            <CategoryTable rows={rows} onEdit={setEditing} />
          </div>
        );
      }}
    </QueryState>
  );
}

function CategoryTable({ rows, onEdit }: { rows: CategoryRow[]; onEdit: (id: number) => void }) {
  const { t, i18n } = useTranslation('product-admin');
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="h5">
        {t('categories.title')}
      </h2>
      <Table size="sm" hover responsive className="data-table">
        <TableHead
          cells={[
            { label: t('categories.name') },
            { label: t('categories.slug') },
            { label: t('categories.position'), className: 'text-end' },
            { label: t('categories.products'), className: 'text-end' },
            { label: t('categories.state') },
            { label: t('categories.actions'), hidden: true },
          ]}
        />
        <tbody>
          {rows.map(({ category: c, depth, hiddenAbove }) => (
            <tr key={c.id} className={c.hidden_at || hiddenAbove ? 'text-body-secondary' : undefined}>
              <td style={{ paddingInlineStart: `${0.5 + depth * 1.5}rem` }}>
                <div>{i18n.language === 'ru' ? c.name_ru : c.name_en}</div>
                <div className="small text-body-secondary">
                  {i18n.language === 'ru' ? c.name_en : c.name_ru}
                </div>
              </td>
              <td className="small">
                <code>{c.slug}</code>
              </td>
              <td className="text-end tabular">{num(c.position)}</td>
              <td className="text-end tabular">{num(c.product_count)}</td>
              <td>
                {c.hidden_at ? (
                  <Badge bg="secondary">{t('categories.hidden')}</Badge>
                ) : hiddenAbove ? (
                  <Badge bg="light" text="dark" className="border fw-normal">
                    {t('categories.hiddenAbove')}
                  </Badge>
                ) : null}
              </td>
              <td className="text-end">
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => onEdit(c.id)}
                  aria-label={t('categories.editNamed', {
                    name: i18n.language === 'ru' ? c.name_ru : c.name_en,
                  })}
                >
                  {t('categories.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

type FormValues = { name_ru: string; name_en: string; parent_id: string; position: string; hidden: boolean };

/** Create (no `category`) or change one category; the parent list leaves out the category's own subtree. */
function CategoryForm({
  category,
  rows,
  onDone,
}: {
  category: ServiceCategory | undefined;
  rows: CategoryRow[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('product-admin');
  const create = useCreateServiceCategory();
  const patch = usePatchServiceCategory();
  const saved = useSuccessToast();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>({
    name_ru: category?.name_ru ?? '',
    name_en: category?.name_en ?? '',
    parent_id: category?.parent_id ? String(category.parent_id) : '',
    position: String(category?.position ?? 0),
    hidden: category ? category.hidden_at !== null : false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const busy = create.isPending || patch.isPending;
  const own = category ? descendantIds(rows, category.id) : new Set<number>();
  const parents = rows.filter((r) => !own.has(r.category.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!values.name_ru.trim()) local.name_ru = t('edit.errors.name');
    if (!values.name_en.trim()) local.name_en = t('edit.errors.name');
    if (!/^\d{1,7}$/.test(values.position.trim())) local.position = t('categories.errors.position');
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setMessage(t('edit.invalid'));
      return;
    }
    const body = {
      name_ru: values.name_ru.trim(),
      name_en: values.name_en.trim(),
      parent_id: values.parent_id ? Number(values.parent_id) : null,
      position: Number(values.position),
    };
    const onError = (error: Error) => {
      const answer = error instanceof ApiError ? error.body : null;
      setErrors(joinFieldErrors(answer?.errors ?? {}));
      setMessage(answer?.message ?? error.message);
    };
    setMessage(null);
    if (!category) {
      create.mutate(body, {
        onSuccess: (res) => {
          saved(t('categories.created'), res.data.name_ru);
          onDone();
        },
        onError,
      });
      return;
    }
    patch.mutate(
      { id: category.id, patch: { ...body, hidden: values.hidden } },
      {
        onSuccess: (res) => {
          saved(t('categories.saved'), i18n.language === 'ru' ? res.data.name_ru : res.data.name_en);
          onDone();
        },
        onError,
      },
    );
  };

  const feedback = (field: string) =>
    errors[field] ? (
      <Form.Control.Feedback type="invalid" className="d-block">
        {errors[field]}
      </Form.Control.Feedback>
    ) : null;
  const text = (field: 'name_ru' | 'name_en', label: string) => (
    <Form.Group controlId={`category-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={values[field]}
        maxLength={500}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        isInvalid={!!errors[field]}
        disabled={busy}
      />
      {feedback(field)}
    </Form.Group>
  );

  return (
    <EditorCard
      title={category ? t('categories.editTitle', { slug: category.slug }) : t('categories.newTitle')}
      heading="h2"
      headerClassName="d-flex align-items-center"
      formRef={form}
      onSubmit={submit}
      message={message}
      failed={Object.keys(errors).length > 0 || create.isError || patch.isError}
    >
      <Row className="g-3">
        <Col md={6}>{text('name_ru', t('categories.nameRu'))}</Col>
        <Col md={6}>{text('name_en', t('categories.nameEn'))}</Col>
        <Col md={6}>
          <Form.Group controlId="category-parent">
            <Form.Label>{t('categories.parent')}</Form.Label>
            <Form.Select
              value={values.parent_id}
              onChange={(e) => setValues((v) => ({ ...v, parent_id: e.target.value }))}
              isInvalid={!!errors.parent_id}
              disabled={busy}
            >
              <option value="">{t('categories.topLevel')}</option>
              {parents.map(({ category: c, depth }) => (
                <option key={c.id} value={c.id}>
                  {`${'\u00a0\u00a0'.repeat(depth)}${i18n.language === 'ru' ? c.name_ru : c.name_en}`}
                </option>
              ))}
            </Form.Select>
            {feedback('parent_id')}
          </Form.Group>
        </Col>
        <Col md={3}>
          <Form.Group controlId="category-position">
            <Form.Label>{t('categories.position')}</Form.Label>
            <Form.Control
              inputMode="numeric"
              value={values.position}
              onChange={(e) => setValues((v) => ({ ...v, position: e.target.value }))}
              isInvalid={!!errors.position}
              disabled={busy}
            />
            {feedback('position')}
          </Form.Group>
        </Col>
        {category && (
          <Col md={12}>
            <Form.Check
              type="switch"
              id="category-hidden"
              label={t('categories.hide')}
              checked={values.hidden}
              onChange={(e) => setValues((v) => ({ ...v, hidden: e.target.checked }))}
              disabled={busy}
            />
            <Form.Text>{t('categories.hideHint')}</Form.Text>
          </Col>
        )}
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-4">
        <BusyButton type="submit" busy={busy}>
          {category ? t('edit.save') : t('categories.create')}
        </BusyButton>
        <Button variant="link" className="ms-auto" onClick={onDone}>
          {t('edit.close')}
        </Button>
      </div>
    </EditorCard>
  );
}
