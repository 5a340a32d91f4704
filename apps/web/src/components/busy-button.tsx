import type { ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A button that is disabled and shows a small spinner before its text while its action runs (`busy`). */
export function BusyButton({ busy, children, ...props }: ComponentProps<typeof Button> & { busy: boolean }) {
  return (
    <Button {...props} disabled={busy || props.disabled}>
      {busy && <Spinner animation="border" size="sm" className="me-1" />}
      {children}
    </Button>
  );
}
