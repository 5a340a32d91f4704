import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import './product-admin.css';
import { useCategories } from '@/api/get-categories';
import { useEntityHistory } from '@/api/get-entity-history';
import { AuditTable } from '@/components/audit-table';
import { auditChanges, auditValue } from '@/lib/audit-changes';
import { categoryOptions } from '@/lib/category-options';
import { auditFieldLabel } from '../utils/audit';
import { useStatusLabel } from './service-product-columns';

/** The product's audit history: who changed what, before → after, newest first. */
export function ProductAudit({ productId }: { productId: number }) {
  const { t } = useTranslation('product-admin');
  const audit = useEntityHistory('product', productId);
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
  /** A value as the history shows it: yes or no for a flag (archived), else named by its field. */
  const shown = (value: unknown, field: string) =>
    typeof value === 'boolean' ? t(value ? 'audit.yes' : 'audit.no') : auditValue(value, namer(field));
  const label = (field: string) => {
    const { key, values } = auditFieldLabel(field);
    return t(key, { ...values, defaultValue: field });
  };
  return (
    <AuditTable
      texts={{ title: t('audit.title'), empty: t('audit.empty') }}
      query={audit}
      tableClassName="data-table mb-0"
      columns={[{ label: t('audit.field') }, { label: t('audit.before') }, { label: t('audit.after') }]}
      note={(entry) => t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
      rows={(entry) => {
        const changes = auditChanges(entry.changes);
        const rows =
          changes.length > 0 ? changes : [{ field: entry.action, before: undefined, after: undefined }];
        return rows.map((change) => ({
          key: `${entry.id}-${change.field}`,
          cells: (
            <>
              <td className="small">{label(change.field)}</td>
              <td className="audit-value small text-body-secondary">
                {change.before === undefined ? '' : shown(change.before, change.field)}
              </td>
              <td className="audit-value small">
                {change.after === undefined ? '' : shown(change.after, change.field)}
              </td>
            </>
          ),
        }));
      }}
    />
  );
}
