import { ServiceCategoryCreate } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { LoadingStatus, QueryState } from '@/components/query-state';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { num } from '@/lib/format';
import {
  useCreateServiceCategory,
  useOrderServiceCategories,
  usePatchServiceCategory,
  useServiceCategories,
} from '../api/service-categories';
import { type CategoryNode, categoryName, categoryTree, subtreeOf } from '../utils/category-tree';
import { CategoryEditor } from './category-editor';
import { CategoryFields, categoryBody, categoryValues } from './category-form';

/** The first message of each field of a failed call or a schema check. */
const firstMessages = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.split('.')[0]!, v[0]]));

/**
 * The category editor (docs/rules.md#category-editor): a new category's form, then the whole tree
 * with each category's products, whether customers see it, and its actions — up and down among
 * its siblings, hide or show (docs/rules.md#category-hide), edit (rename, move).
 */
export function CategoriesPanel() {
  const { t, i18n } = useTranslation('product-admin');
  const categories = useServiceCategories();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <div className="d-grid gap-4">
      <NewCategory nodes={categoryTree(categories.data ?? [])} />
      <QueryState
        query={categories}
        errorTitle={t('categories.loadFailed')}
        pending={<LoadingStatus className="text-body-secondary" />}
      >
        {(data) => {
          const nodes = categoryTree(data);
          const edited = nodes.find((n) => n.id === editing);
          return (
            <section aria-label={t('categories.title')}>
              <h3 className="h6">{t('categories.title')}</h3>
              <Table responsive size="sm" className="align-middle">
                <thead>
                  <tr>
                    <th scope="col">{t('categories.category')}</th>
                    <th scope="col">{t('categories.slug')}</th>
                    <th scope="col" className="text-end">
                      {t('categories.products')}
                    </th>
                    <th scope="col">{t('categories.visibility')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('categories.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {nodes.map((node) => (
                    <CategoryRow
                      key={node.id}
                      node={node}
                      name={categoryName(node, i18n.language)}
                      onEdit={() => setEditing(node.id)}
                    />
                  ))}
                </tbody>
              </Table>
              {edited && (
                <CategoryEditor
                  key={edited.id}
                  category={edited}
                  parents={nodes.filter((n) => !subtreeOf(nodes, edited.id).has(n.id))}
                  onClose={() => setEditing(null)}
                />
              )}
            </section>
          );
        }}
      </QueryState>
    </div>
  );
}

/** One category of the tree: indented name (the other language under it), slug, products, visibility, actions. */
function CategoryRow({ node, name, onEdit }: { node: CategoryNode; name: string; onEdit: () => void }) {
  const { t, i18n } = useTranslation('product-admin');
  const failed = useFailureToast();
  const patch = usePatchServiceCategory();
  const order = useOrderServiceCategories();
  const other = i18n.language === 'ru' ? node.name_en : node.name_ru;
  const index = node.siblings.indexOf(node.id);
  const move = (by: -1 | 1) => {
    const ids = [...node.siblings];
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate({ parent_id: node.parent_id, ids }, { onError: (e) => failed(t('categories.failed'), e) });
  };
  return (
    <tr>
      <td style={{ paddingLeft: `${0.5 + node.depth * 1.5}rem` }}>
        <div className={node.hiddenFromCustomers ? 'text-body-secondary' : undefined}>{name}</div>
        {other !== name && <div className="small text-body-secondary">{other}</div>}
      </td>
      <td className="small">
        <code>{node.slug}</code>
      </td>
      <td className="text-end tabular">{num(node.product_count)}</td>
      <td>
        {node.hidden ? (
          <Badge bg="secondary">{t('categories.hidden')}</Badge>
        ) : node.hiddenFromCustomers ? (
          <Badge bg="light" text="dark" className="border">
            {t('categories.hiddenByParent')}
          </Badge>
        ) : (
          <Badge bg="success">{t('categories.shown')}</Badge>
        )}
      </td>
      <td className="text-end text-nowrap">
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-1"
          disabled={index <= 0 || order.isPending}
          aria-label={t('categories.up', { name })}
          onClick={() => move(-1)}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-2"
          disabled={index >= node.siblings.length - 1 || order.isPending}
          aria-label={t('categories.down', { name })}
          onClick={() => move(1)}
        >
          ↓
        </Button>
        <BusyButton
          size="sm"
          variant="outline-secondary"
          className="me-1"
          busy={patch.isPending}
          aria-label={t(node.hidden ? 'categories.showNamed' : 'categories.hideNamed', { name })}
          onClick={() =>
            patch.mutate(
              { id: node.id, patch: { hidden: !node.hidden } },
              { onError: (e) => failed(t('categories.failed'), e) },
            )
          }
        >
          {t(node.hidden ? 'categories.show' : 'categories.hide')}
        </BusyButton>
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={t('categories.editNamed', { name })}
          onClick={onEdit}
        >
          {t('categories.edit')}
        </Button>
      </td>
    </tr>
  );
}

/** The new category's form: names and parent; the new one comes last among its siblings. */
function NewCategory({ nodes }: { nodes: CategoryNode[] }) {
  const { t, i18n } = useTranslation('product-admin');
  const done = useSuccessToast();
  const create = useCreateServiceCategory();
  const [values, setValues] = useState(categoryValues());
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = categoryBody(values);
    const checked = ServiceCategoryCreate.safeParse(body);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), t('categories.nameError')])),
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (res) => {
        setValues(categoryValues());
        setErrors({});
        done(
          t('categories.created'),
          t('categories.createdText', { name: categoryName(res.data, i18n.language), slug: res.data.slug }),
        );
      },
      onError: (error) => setErrors(firstMessages(apiFieldErrors(error))),
    });
  };
  return (
    <Card as="section" className="shadow-sm" aria-labelledby="new-category-title">
      <Card.Header>
        <h3 id="new-category-title" className="h6 mb-0">
          {t('categories.new')}
        </h3>
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit} noValidate aria-labelledby="new-category-title">
          <CategoryFields
            idPrefix="new-category"
            values={values}
            onChange={(next) => setValues((v) => ({ ...v, ...next }))}
            parents={nodes}
            errors={errors}
            disabled={create.isPending}
          />
          <BusyButton type="submit" className="mt-3" busy={create.isPending}>
            {t('categories.create')}
          </BusyButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
