import type { ReactNode } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';

/**
 * One text field of the onboarding form in a grid column: its label, the input (id from the field's
 * path, `user.email` → `onboarding-user-email`), the field's error under it and an optional hint.
 */
export function OnboardingField({
  path,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  required,
  inputMode,
  autoComplete = 'off',
  maxLength,
  children,
  ...col
}: Omit<ColProps, 'onChange'> & {
  path: string;
  label: string;
  /** The text input's value and change (a field with `children` has its own). */
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  hint?: string;
  type?: string;
  required?: boolean;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  /** Instead of the text input (a select). */
  children?: ReactNode;
}) {
  const id = `onboarding-${path.replace('.', '-')}`;
  return (
    <Col {...col}>
      <Form.Group controlId={id}>
        <Form.Label className="small mb-1">
          {label}
          {required && (
            <span className="text-danger ms-1" aria-hidden="true">
              *
            </span>
          )}
        </Form.Label>
        {children ?? (
          <Form.Control
            type={type}
            value={value ?? ''}
            onChange={(e) => onChange?.(e.target.value)}
            isInvalid={!!error}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            required={required}
            inputMode={inputMode}
            autoComplete={autoComplete}
            maxLength={maxLength}
          />
        )}
        {error && (
          <Form.Control.Feedback id={`${id}-error`} type="invalid" className="d-block">
            {error}
          </Form.Control.Feedback>
        )}
        {hint && !error && <Form.Text className="small">{hint}</Form.Text>}
      </Form.Group>
    </Col>
  );
}
