import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import './product-service.css';
import { useCategories } from '@/api/get-categories';
import { ListQueryState } from '@/components/query-state';
import { TableHead } from '@/components/table-head';
import { categoryOptions } from '@/lib/category-options';
import { dateTime } from '@/lib/format';
import { useProductAudit } from '../api/get-product-audit';
import { auditChanges, auditFieldLabel, auditValue } from '../utils/audit';
import { useStatusLabel } from './service-products-table';

/** The product's audit history: who changed what, before → after, newest first. */
export function ProductAudit({ productId }: { productId: number }) {
  const { t } = useTranslation('product-service');
  const audit = useProductAudit(productId);
  const categories = useCategories();
  const names = new Map(categoryOptions(categories.data ?? []).map((c) => [c.id, c.name]));
  const statusLabel = useStatusLabel();
  /** Names for the ids and slugs of a field's values. */
  const namer = (field: string) =>
    field === 'category_id'
      ? (id: string | number) => names.get(Number(id))
      : field === 'statuses'
        ? (slug: string | number) => statusLabel(String(slug))
        : undefined;
  const label = (field: string) => {
    const { key, values } = auditFieldLabel(field);
    return t(key, { ...values, defaultValue: field });
  };
  return (
    <section aria-labelledby="audit-title">
      <h3 id="audit-title" className="h6">
        {t('audit.title')}
      </h3>
      <ListQueryState query={audit} errorTitle={t('audit.failed')} emptyText={t('audit.empty')}>
        {(entries) => (
          <div className="table-responsive">
            <Table size="sm" bordered className="data-table mb-0" aria-labelledby="audit-title">
              <TableHead
                cells={[
                  { label: t('audit.when') },
                  { label: t('audit.who') },
                  { label: t('audit.field') },
                  { label: t('audit.before') },
                  { label: t('audit.after') },
                ]}
              />
              <tbody>
                {entries.flatMap((entry) => {
                  const changes = auditChanges(entry.changes);
                  const rows =
                    changes.length > 0
                      ? changes
                      : [{ field: entry.action, before: undefined, after: undefined }];
                  return rows.map((change, i) => (
                    <tr key={`${entry.id}-${change.field}`}>
                      {i === 0 && (
                        <>
                          <td rowSpan={rows.length} className="text-nowrap small">
                            {dateTime(entry.created_at)}
                            <div className="text-body-secondary">
                              {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                            </div>
                          </td>
                          <td rowSpan={rows.length} className="small">
                            {entry.user?.username ?? t('audit.system')}
                          </td>
                        </>
                      )}
                      <td className="small">{label(change.field)}</td>
                      <td className="audit-value small text-body-secondary">
                        {change.before === undefined ? '' : auditValue(change.before, namer(change.field))}
                      </td>
                      <td className="audit-value small">
                        {change.after === undefined ? '' : auditValue(change.after, namer(change.field))}
                      </td>
                    </tr>
                  ));
                })}
              </tbody>
            </Table>
          </div>
        )}
      </ListQueryState>
    </section>
  );
}
