/** A column heading: its text, the classes of the `th` (alignment, responsive display), and whether only a screen reader reads it (a column of buttons). */
export type HeadCell = { label: string; className?: string; hidden?: boolean };

/** The `thead` of a data table: one row of column headings; `false` leaves a column out (a staff-only column). */
export function TableHead({
  cells,
  className = 'table-light',
}: {
  cells: (HeadCell | false)[];
  className?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {cells.map(
          (cell) =>
            cell && (
              <th key={cell.label} scope="col" className={cell.className}>
                {cell.hidden ? <span className="visually-hidden">{cell.label}</span> : cell.label}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}
