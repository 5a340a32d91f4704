import type { AuditEntry } from '@kits/contract';
import { type ReactNode, useId } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { ListQueryState, type QueryLike } from '@/components/query-state';
import { type HeadCell, TableHead } from '@/components/table-head';
import { dateTime } from '@/lib/format';

/** One table row of an audit entry: its React key and its cells (`td`s) after "when" and "who". */
export type AuditRow = { key: string; cells: ReactNode };

type AuditTableProps = {
  /** The section's heading, and what shows when there is no entry yet. */
  texts: { title: string; empty: string };
  /** The audit rows of GET …/audit, newest first. */
  query: QueryLike<AuditEntry[]>;
  /** The columns after "when" and "who". */
  columns: HeadCell[];
  /** The rows of one entry (at least one): its "when" and "who" cells span them all. */
  rows: (entry: AuditEntry) => AuditRow[];
  /** A line under an entry's date (what was done). */
  note?: (entry: AuditEntry) => ReactNode;
  className?: string;
  tableClassName?: string;
};

/**
 * The change history of a staff-edited thing (a product, an outlet's shelves): a titled section
 * (`texts.title`) with a loading, error and empty (`texts.empty`) state, then a table — when (with `note` under it), who (the user
 * or "system"), and the caller's `columns`, `rows(entry)` rows per entry.
 */
export function AuditTable({
  texts,
  query,
  columns,
  rows,
  note,
  className,
  tableClassName = 'mb-0',
}: AuditTableProps) {
  const { t } = useTranslation('audit');
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="h6">
        {texts.title}
      </h3>
      <ListQueryState query={query} errorTitle={t('history.failed')} emptyText={texts.empty}>
        {(entries) => (
          <Table responsive size="sm" bordered className={tableClassName} aria-labelledby={id}>
            <TableHead cells={[{ label: t('history.when') }, { label: t('history.who') }, ...columns]} />
            <tbody>
              {entries.flatMap((entry) => {
                const lines = rows(entry);
                return lines.map((line, i) => (
                  <tr key={line.key}>
                    {i === 0 && (
                      <>
                        <td rowSpan={lines.length} className="text-nowrap small">
                          {dateTime(entry.created_at)}
                          {note && <div className="text-body-secondary">{note(entry)}</div>}
                        </td>
                        <td rowSpan={lines.length} className="small">
                          {entry.user?.username ?? t('history.system')}
                        </td>
                      </>
                    )}
                    {line.cells}
                  </tr>
                ));
              })}
            </tbody>
          </Table>
        )}
      </ListQueryState>
    </section>
  );
}
