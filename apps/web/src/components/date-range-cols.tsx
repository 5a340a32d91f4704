import type { ColProps } from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { LabelledCol } from './labelled-col';

type End = { value: string; label: string };

/**
 * The two date inputs of a filter bar's date range (`YYYY-MM-DD` strings, '' for none), each
 * bounding the other (`max` of the first is the second, `min` of the second is the first). Each
 * is a LabelledCol of widths `col`, with ids `${idPrefix}-from` and `${idPrefix}-to`; a change
 * calls `onChange` with the one end that changed.
 */
export function DateRangeCols({
  idPrefix,
  from,
  to,
  onChange,
  col,
}: {
  idPrefix: string;
  from: End;
  to: End;
  onChange: (change: { from: string } | { to: string }) => void;
  col: ColProps;
}) {
  return (
    <>
      <LabelledCol {...col} id={`${idPrefix}-from`} label={from.label}>
        <Form.Control
          type="date"
          size="sm"
          value={from.value}
          max={to.value || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </LabelledCol>
      <LabelledCol {...col} id={`${idPrefix}-to`} label={to.label}>
        <Form.Control
          type="date"
          size="sm"
          value={to.value}
          min={from.value || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </LabelledCol>
    </>
  );
}
