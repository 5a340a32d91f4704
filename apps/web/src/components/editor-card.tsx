import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';

type EditorCardProps = {
  /** The heading, `heading` its level (h3 inside a tab, h2 on the page). */
  title: string;
  heading?: 'h2' | 'h3';
  /** What stands beside the heading (an import key, an outlet's details, when it changed last). */
  details?: ReactNode;
  /** The header's classes (how the heading and the details line up). */
  headerClassName: string;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent) => void;
  /** The word on the last save or check, over the fields (`failed`: red, else blue); none when null. */
  message: ReactNode | null;
  failed: boolean;
  /** The fields, then the form's actions. */
  children: ReactNode;
};

/**
 * The card of a service page's editor (a product, an outlet's shelves): a section named by its
 * heading, the form under it (no browser validation: the page checks and says why in `message`).
 */
export function EditorCard({
  title,
  heading: Heading = 'h3',
  details,
  headerClassName,
  formRef,
  onSubmit,
  message,
  failed,
  children,
}: EditorCardProps) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className="shadow-sm">
      <Card.Header className={headerClassName}>
        <Heading id={id} className="h6 mb-0">
          {title}
        </Heading>
        {details}
      </Card.Header>
      <Card.Body>
        <Form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={id}>
          {message && (
            <Alert variant={failed ? 'danger' : 'info'} role="alert">
              {message}
            </Alert>
          )}
          {children}
        </Form>
      </Card.Body>
    </Card>
  );
}
