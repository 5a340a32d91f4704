import { TOAST_DELAY } from '@kits/contract';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toaster';
import { ApiError, apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { useRegister } from '../api/register';
import { checkRegistration, REGISTRATION_FIELDS, type RegistrationField } from '../utils/registration-errors';

const INPUT: Record<RegistrationField, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/**
 * The registration request form (docs/rules.md#registration-form, docs/rules.md#registration-flow, docs/rules.md#spec-5, docs/rules.md#spec-8): name, e-mail and phone,
 * all required. Busy while sending; on success a toast with the server's message and `onSuccess`;
 * server field errors are shown as a list (each field's messages joined by commas), any other
 * failure as a danger toast for 10 s with the server message or a translated fallback.
 */
export function RegistrationForm({
  onSuccess,
  idPrefix,
}: {
  onSuccess: (message: string) => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const register = useRegister();
  const generatedId = useId();
  const formId = idPrefix ?? generatedId;
  const [values, setValues] = useState<Record<RegistrationField, string>>({ name: '', email: '', phone: '' });
  /** Client-side problems, shown under their fields. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  /** The server's field errors (docs/rules.md#spec-5), shown as a list above the form, fields marked. */
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkRegistration(values);
    const local = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, t(`registration.${problem}`)]),
    );
    setFieldErrors(local);
    setServerErrors({});
    if (Object.keys(local).length > 0) return;
    register.mutate(
      { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() },
      {
        onSuccess: ({ message }) => {
          toast.show({
            title: t('registration.sentTitle'),
            text: message,
            variant: 'success',
            delay: TOAST_DELAY.long,
          });
          onSuccess(message);
        },
        onError: (error) => {
          const joined = joinFieldErrors(apiFieldErrors(error));
          if (Object.keys(joined).length > 0) {
            setServerErrors(joined);
            return;
          }
          toast.show({
            title: t('registration.failedTitle'),
            text: (error instanceof ApiError && error.body.message) || t('registration.failed'),
            variant: 'danger',
            delay: TOAST_DELAY.long,
          });
        },
      },
    );
  };

  const listed = Object.entries(serverErrors);
  return (
    <Form noValidate onSubmit={submit} aria-busy={register.isPending}>
      {listed.length > 0 && (
        <Alert variant="danger" className="py-2">
          <ul className="mb-0 ps-3">
            {listed.map(([field, text]) => (
              <li key={field}>
                {REGISTRATION_FIELDS.includes(field as RegistrationField)
                  ? `${t(`registration.fields.${field}`)}: `
                  : ''}
                {text}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {REGISTRATION_FIELDS.map((field) => (
        <Form.Group key={field} className="mb-3" controlId={`${formId}-${field}`}>
          <Form.Label>
            {t(`registration.fields.${field}`)}{' '}
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          </Form.Label>
          <Form.Control
            {...INPUT[field]}
            required
            value={values[field]}
            isInvalid={!!fieldErrors[field] || !!serverErrors[field]}
            disabled={register.isPending}
            placeholder={t(`registration.placeholders.${field}`)}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
          <Form.Control.Feedback type="invalid">{fieldErrors[field]}</Form.Control.Feedback>
        </Form.Group>
      ))}
      <Button type="submit" variant="primary" className="w-100" disabled={register.isPending}>
        {register.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {register.isPending ? t('registration.sending') : t('registration.submit')}
      </Button>
    </Form>
  );
}
