import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/**
 * The buttons under an editor form: save (submits; a spinner while `busy`), reset (back to the
 * saved values) and, at the far end, close. Save and reset are disabled while saving.
 */
export function FormActions({
  busy,
  labels,
  onReset,
  onClose,
}: {
  busy: boolean;
  labels: { save: string; reset: string; close: string };
  onReset: () => void;
  onClose: () => void;
}) {
  return (
    <div className="d-flex flex-wrap gap-2 mt-4">
      <Button type="submit" disabled={busy}>
        {busy && <Spinner size="sm" className="me-2" />}
        {labels.save}
      </Button>
      <Button variant="outline-secondary" disabled={busy} onClick={onReset}>
        {labels.reset}
      </Button>
      <Button variant="link" className="ms-auto" onClick={onClose}>
        {labels.close}
      </Button>
    </div>
  );
}
