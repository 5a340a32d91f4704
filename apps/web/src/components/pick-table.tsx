import type { Key, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { type HeadCell, TableHead } from './table-head';
import './data-table.css';

/** A column: its heading and what a row shows in it (`cellClassName`: the `td`'s classes). */
export type PickColumn<T> = HeadCell & { cell: (row: T) => ReactNode; cellClassName?: string };

type PickTableProps<T> = {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: PickColumn<T>[];
  /** The table's name for a screen reader ("Search results"). */
  label: string;
  /** The button at the end of each row: its text, its name for a screen reader per row, what it does. */
  pick: { label: string; rowLabel: (row: T) => string; onPick: (row: T) => void };
  /** The key of the picked row: highlighted, `aria-selected`, its button filled. */
  selectedKey?: Key | null;
  className?: string;
};

/**
 * The accessible name of a row's button: its row label when that starts with the visible text
 * ("Изменить 3D-0001" for "Изменить"), else the visible text first ("Выбрать: …"), so a voice
 * user saying what they see finds the button (axe label-content-name-mismatch,
 * docs/rules.md#accessibility).
 */
export function pickName(visible: string, rowLabel: string): string {
  return rowLabel.toLocaleLowerCase().startsWith(visible.toLocaleLowerCase())
    ? rowLabel
    : `${visible}: ${rowLabel}`;
}

/**
 * A compact table of rows to pick one from (a product to edit, an outlet, an import job): the
 * columns, then a button per row that calls `pick.onPick` with the row; the picked row stands out.
 */
export function PickTable<T>({
  rows,
  rowKey,
  columns,
  label,
  pick,
  selectedKey,
  className,
}: PickTableProps<T>) {
  return (
    <div className="table-responsive">
      <Table size="sm" hover className={`data-table mb-0 ${className ?? ''}`.trim()} aria-label={label}>
        <TableHead cells={[...columns, { label: pick.label, hidden: true }]} />
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const active = key === selectedKey;
            return (
              <tr key={key} className={active ? 'data-table-row-active' : undefined} aria-selected={active}>
                {columns.map((column) => (
                  <td key={column.label} className={column.cellClassName}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="text-end">
                  <Button
                    size="sm"
                    variant={active ? 'primary' : 'outline-primary'}
                    onClick={() => pick.onPick(row)}
                    aria-label={pickName(pick.label, pick.rowLabel(row))}
                  >
                    {pick.label}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
