import Form from 'react-bootstrap/Form';

/**
 * One password input with its label, an optional hint and its error under it (`error`: the
 * field's messages joined, or undefined). `autoComplete`: current-password or new-password.
 */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  hint,
  error,
  disabled,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete={autoComplete}
        value={value}
        maxLength={200}
        disabled={disabled}
        autoFocus={autoFocus}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && !error && (
        <Form.Text id={`${id}-hint`} className="small">
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback id={`${id}-error`} type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
