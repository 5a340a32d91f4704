import {
  CONTACT_REQUIRED_FIELDS,
  type Contact,
  type ContactInput,
  missingContactFields,
  TOAST_DELAY,
} from '@kits/contract';
import { type FormEvent, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useAddContactPerson } from '@/api/add-contact-person';
import { apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { useFailureToast, useSuccessToast, useToast } from '../toaster';

const FIELDS = ['full_name', 'position', 'phone', 'email', 'comment'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { full_name: '', position: '', phone: '', email: '', comment: '' };
const REQUIRED: readonly Field[] = CONTACT_REQUIRED_FIELDS;
const AUTOCOMPLETE: Record<Field, string> = {
  full_name: 'name',
  position: 'organization-title',
  phone: 'tel',
  email: 'email',
  comment: 'off',
};

/**
 * The contact-person creation modal (docs/rules.md#modals, docs/rules.md#spec-5, docs/rules.md#spec-8): full name and phone are required — an
 * empty one gives a toast titled "fill empty field" listing the empty fields' labels, and nothing is
 * sent. The server's answer is a toast for 5 s, success or error; on success `onCreated` gets the new
 * contact (the checkout selects it). Errors are also shown under their fields (the empty required
 * ones, and the server's 422 field errors), the first such field focused, each cleared as it is edited.
 */
export function ContactPersonModal({
  show,
  onHide,
  userUuid,
  onCreated,
}: {
  show: boolean;
  onHide: () => void;
  userUuid: string;
  onCreated: (contact: Contact) => void;
}) {
  const { t } = useTranslation('delivery');
  const saved = useSuccessToast();
  const failed = useFailureToast(TOAST_DELAY.short);
  const toast = useToast();
  const add = useAddContactPerson(userUuid);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const label = (field: Field) => t(`contact.fields.${field}`);
  const showErrors = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    if (first)
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus());
  };
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingContactFields(values);
    if (missing.length > 0) {
      showErrors(Object.fromEntries(missing.map((f) => [f, t('contact.required')])));
      toast.show({
        variant: 'warning',
        delay: TOAST_DELAY.short,
        title: t('contact.fillEmpty'),
        text: missing.map(label).join(', '),
      });
      return;
    }
    const contact: ContactInput = Object.fromEntries(
      FIELDS.map((f) => [f, values[f].trim() || null]),
    ) as ContactInput;
    add.mutate(contact, {
      onSuccess: ({ data, message }) => {
        saved(t('contact.created'), message);
        setValues(EMPTY);
        onCreated(data);
        onHide();
      },
      onError: (error) => {
        const fields = joinFieldErrors(apiFieldErrors(error));
        showErrors(Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])));
        failed(t('contact.failed'), error);
      },
    });
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      className="modal-stacked"
      backdropClassName="modal-stacked-backdrop"
      aria-labelledby="contact-person-title"
    >
      <Form noValidate onSubmit={submit} ref={form}>
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="contact-person-title" as="h2" className="h5">
            {t('contact.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {FIELDS.map((field) => (
            <Form.Group key={field} className="mb-3" controlId={`contact-${field}`}>
              <Form.Label>
                {label(field)}
                {REQUIRED.includes(field) && (
                  <span className="text-danger" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </Form.Label>
              {field === 'comment' ? (
                <Form.Control
                  as="textarea"
                  rows={2}
                  value={values[field]}
                  isInvalid={!!errors[field]}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `contact-${field}-error` : undefined}
                  onChange={(e) => change(field, e.target.value)}
                />
              ) : (
                <Form.Control
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  autoComplete={AUTOCOMPLETE[field]}
                  aria-required={REQUIRED.includes(field)}
                  value={values[field]}
                  isInvalid={!!errors[field]}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `contact-${field}-error` : undefined}
                  onChange={(e) => change(field, e.target.value)}
                />
              )}
              <Form.Control.Feedback type="invalid" id={`contact-${field}-error`}>
                {errors[field]}
              </Form.Control.Feedback>
            </Form.Group>
          ))}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('contact.cancel')}
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending && <Spinner animation="border" size="sm" className="me-2" />}
            {t('contact.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
