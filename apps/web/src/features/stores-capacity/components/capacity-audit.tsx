import { occupancyName } from '@kits/contract';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { ListQueryState } from '@/components/query-state';
import { TableHead } from '@/components/table-head';
import { categoryOptions } from '@/lib/category-options';
import { dateTime } from '@/lib/format';
import { useOutletAudit } from '../api/get-outlet-audit';
import { type AuditShelf, capacityChanges, type ShelfChange } from '../utils/capacity-audit';

/**
 * The outlet's shelf history (GET /services/outlets/{id}/audit, decision 0019): when, who, and
 * each shelf added, removed or changed (capacity, cost of a place, alias), newest first.
 */
export function CapacityAudit({ outletId }: { outletId: number }) {
  const { t, i18n } = useTranslation('stores-capacity');
  const audit = useOutletAudit(outletId);
  const categories = useCategories();
  const names = new Map(categoryOptions(categories.data ?? []).map((c) => [c.id, c.name]));
  const shelfName = (s: AuditShelf) =>
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
    <section aria-labelledby="capacity-audit-title" className="mt-3">
      <h3 id="capacity-audit-title" className="h6">
        {t('history.title')}
      </h3>
      <ListQueryState query={audit} errorTitle={t('history.failed')} emptyText={t('history.empty')}>
        {(entries) => (
          <Table size="sm" bordered className="mb-0" aria-labelledby="capacity-audit-title">
            <TableHead
              cells={[
                { label: t('history.when') },
                { label: t('history.who') },
                { label: t('history.what') },
              ]}
            />
            <tbody>
              {entries.map((entry) => {
                const lines = capacityChanges(entry.changes);
                return (
                  <tr key={entry.id}>
                    <td className="small text-nowrap">{dateTime(entry.created_at)}</td>
                    <td className="small">{entry.user?.username ?? t('history.system')}</td>
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
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </ListQueryState>
    </section>
  );
}
