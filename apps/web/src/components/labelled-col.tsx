import type { ReactNode } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';

/**
 * One control of a compact form laid out in a grid row (a filter bar, the import options): a
 * column (`ColProps`: its widths) holding a small label tied to the control by `id`, the control
 * (`children`) and an optional small hint under it.
 */
export function LabelledCol({
  id,
  label,
  hint,
  children,
  ...col
}: ColProps & { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <Col {...col}>
      <Form.Group controlId={id}>
        <Form.Label className="small mb-1">{label}</Form.Label>
        {children}
        {hint && <Form.Text className="small">{hint}</Form.Text>}
      </Form.Group>
    </Col>
  );
}
