import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { ApiError, apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { RequestPricesBody, useRequestPrices } from '../api/request-prices';

type Field = 'name' | 'phone' | 'email' | 'comment';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** Client-side check with the contract's rules, in the page's words. */
function validate(values: Values, t: (key: string) => string): Errors {
  const parsed = RequestPricesBody.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (errors[field]) continue;
    const empty = !values[field].trim();
    errors[field] = empty
      ? t('requestPrices.required')
      : field === 'email'
        ? t('requestPrices.invalidEmail')
        : field === 'phone'
          ? t('requestPrices.invalidPhone')
          : issue.message;
  }
  return errors;
}

/**
 * The request-prices lead modal (docs/rules.md#modals, docs/rules.md#spec-6): a user who sees no wholesale prices leaves
 * name, phone, e-mail and a comment; it goes to POST /auth/registration and the server's message
 * is shown. Server field errors are listed under their fields (docs/rules.md#spec-5).
 */
export function RequestPricesModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="request-prices-title">
      <Modal.Header closeButton closeLabel={t('requestPrices.close')}>
        <Modal.Title id="request-prices-title" as="h2" className="h5">
          {t('requestPrices.title')}
        </Modal.Title>
      </Modal.Header>
      {show && <RequestPricesForm onHide={onHide} />}
    </Modal>
  );
}

function RequestPricesForm({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation('catalog');
  const user = useUser();
  const mutation = useRequestPrices();
  const [values, setValues] = useState<Values>({
    name: user?.fullname ?? '',
    phone: '',
    email: user?.email ?? '',
    comment: '',
  });
  const [errors, setErrors] = useState<Errors>({});

  const serverError = mutation.error instanceof ApiError ? mutation.error : null;
  const failure = mutation.isError && !serverError?.body.errors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(RequestPricesBody.parse(values), {
      onError: (err) => {
        const fields = joinFieldErrors(apiFieldErrors(err));
        if (Object.keys(fields).length > 0) setErrors(fields);
      },
    });
  };

  if (mutation.isSuccess)
    return (
      <>
        <Modal.Body>
          <Alert variant="success" className="mb-0" role="status">
            {mutation.data.message}
          </Alert>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="primary" onClick={onHide}>
            {t('requestPrices.close')}
          </Button>
        </Modal.Footer>
      </>
    );

  const field = (name: Field, type: string, autoComplete: string, extra?: object) => (
    <Form.Group className="mb-3" controlId={`request-prices-${name}`}>
      <Form.Label>{t(`requestPrices.${name}`)}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        isInvalid={!!errors[name]}
        required={name !== 'comment'}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        {...extra}
      />
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <p className="text-body-secondary">{t('requestPrices.intro')}</p>
        {failure && (
          <Alert variant="danger" role="alert">
            {serverError?.body.message || t('requestPrices.error')}
          </Alert>
        )}
        {field('name', 'text', 'name')}
        {field('phone', 'tel', 'tel')}
        {field('email', 'email', 'email')}
        {field('comment', 'text', 'off', {
          as: 'textarea',
          rows: 3,
          placeholder: t('requestPrices.commentPlaceholder'),
        })}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={mutation.isPending}>
          {t('requestPrices.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('requestPrices.sending') : t('requestPrices.submit')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
