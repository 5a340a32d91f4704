import type { AuditEntity, AuditEntry } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { useEntityHistory } from '@/api/get-entity-history';
import { AuditTable } from '@/components/audit-table';
import { auditChanges, auditValue } from '@/lib/audit-changes';

/**
 * An audit row's `changes` as a list, one line per field: `field: before → after` (a value with no
 * "before" — a comment, an upload's size — as `field: value`). Field names, actions and statuses
 * are translated in `audit` (`history.fields.*`, `history.status.*`), else shown as stored.
 */
export function AuditChangeList({ changes }: { changes: AuditEntry['changes'] }) {
  const { t } = useTranslation('audit');
  const lines = auditChanges(changes);
  if (lines.length === 0) return <span className="text-body-secondary">—</span>;
  const value = (field: string, v: unknown) =>
    auditValue(
      v,
      field === 'status' ? (s) => t(`history.status.${s}`, { defaultValue: String(s) }) : undefined,
    );
  return (
    <ul className="list-unstyled mb-0">
      {lines.map((line) => (
        <li key={line.field} className="text-break">
          <span className="text-body-secondary">
            {t(`history.fields.${line.field}`, { defaultValue: line.field })}:{' '}
          </span>
          {line.before === undefined ? (
            value(line.field, line.after)
          ) : (
            <>
              <span>{value(line.field, line.before)}</span>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> {t('history.changedTo')} </span>
              <span>{value(line.field, line.after)}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** An audit action as words ("изменение", "смена статуса"…), else as stored. */
export function useAuditActionLabel() {
  const { t } = useTranslation('audit');
  return (action: string) => t(`history.actions.${action}`, { defaultValue: action });
}

type EntityHistoryProps = {
  /** The entity as audit rows name it (docs/rules.md#audit). */
  entity: AuditEntity;
  /** Its id (an order's uuid). */
  entityId: string | number;
  /** The section's heading; "История изменений" by default. */
  title?: string;
  className?: string;
};

/**
 * Any card's history tab (docs/rules.md#audit): GET /services/audit/{entity}/{entityId} as a
 * table — when, who, what was done and each change as `field: before → after` — newest first,
 * with loading, error and empty states. Staff only (the server answers 403 to anyone else).
 *
 *   <EntityHistory entity="counterparty" entityId={5} />
 */
export function EntityHistory({ entity, entityId, title, className }: EntityHistoryProps) {
  const { t } = useTranslation('audit');
  const history = useEntityHistory(entity, entityId);
  const actionLabel = useAuditActionLabel();
  return (
    <AuditTable
      texts={{ title: title ?? t('history.title'), empty: t('history.empty') }}
      query={history}
      className={className}
      columns={[{ label: t('history.action') }, { label: t('history.changes') }]}
      rows={(entry) => [
        {
          key: String(entry.id),
          cells: (
            <>
              <td className="small">{actionLabel(entry.action)}</td>
              <td className="small">
                <AuditChangeList changes={entry.changes} />
              </td>
            </>
          ),
        },
      ]}
    />
  );
}
