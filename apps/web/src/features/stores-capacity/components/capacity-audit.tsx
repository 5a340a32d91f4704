import { occupancyName, type ShelfSettings } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { useEntityHistory } from '@/api/get-entity-history';
import { AuditTable } from '@/components/audit-table';
import { categoryOptions } from '@/lib/category-options';
import { capacityChanges, type ShelfChange } from '../utils/capacity-audit';

/**
 * The outlet's shelf history (GET /services/audit/store/{id}, decision 0019): when, who, and
 * each shelf added, removed or changed (capacity, cost of a place, alias), newest first.
 */
export function CapacityAudit({ outletId }: { outletId: number }) {
  const { t, i18n } = useTranslation('stores-capacity');
  const audit = useEntityHistory('store', outletId);
  const categories = useCategories();
  const names = new Map(categoryOptions(categories.data ?? []).map((c) => [c.id, c.name]));
  const shelfName = (s: ShelfSettings) =>
    [
      names.get(s.product_category_id) ?? `#${s.product_category_id}`,
      occupancyName({ ...s, alias_name: null }, i18n.language),
      s.size ? null : t('editor.anySize'),
    ]
      .filter(Boolean)
      .join(', ');
  const text = (line: ShelfChange) => {
    const shelf = shelfName(line.shelf);
    if (line.kind === 'added') return t('history.added', { shelf, capacity: line.shelf.capacity });
    if (line.kind === 'removed') return t('history.removed', { shelf });
    const changes = line.fields
      .map((f) =>
        t(`history.fields.${f.field}`, { before: f.before ?? t('none'), after: f.after ?? t('none') }),
      )
      .join('; ');
    return t('history.changed', { shelf, changes });
  };

  return (
    <AuditTable
      texts={{ title: t('history.title'), empty: t('history.empty') }}
      query={audit}
      className="mt-3"
      columns={[{ label: t('history.what') }]}
      rows={(entry) => {
        const lines = capacityChanges(entry.changes);
        const cell = (
          <td className="small">
            {lines.length === 0 ? (
              t('history.other')
            ) : (
              <ul className="list-unstyled mb-0">
                {lines.map((line) => (
                  <li
                    key={`${line.kind}:${line.shelf.product_category_id}:${line.shelf.size}:${line.shelf.is_premium}`}
                  >
                    {text(line)}
                  </li>
                ))}
              </ul>
            )}
          </td>
        );
        return [{ key: String(entry.id), cells: cell }];
      }}
    />
  );
}
