import { PASSWORD_MIN, TOAST_DELAY } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { type FieldMessages, joinFieldErrors } from '@/lib/field-errors';
import { useChangePassword } from '../api/change-password';
import { newPasswordProblems } from '../utils/account-form';
import { PasswordField } from './password-field';

const EMPTY = { current: '', next: '', repeat: '' };

/**
 * The "Change password" card of /profile (docs/rules.md#password-change): current password, the
 * new one twice. A wrong current password shows under its field; on success the fresh token
 * replaces the stored one (this session stays signed in, every other one is signed out) and a
 * toast carries the server's message.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation('accounts');
  const done = useSuccessToast();
  const failed = useFailureToast(TOAST_DELAY.short);
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldMessages>({});
  const texts = joinFieldErrors(errors);
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    disabled: change.isPending,
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = newPasswordProblems(values.next, values.repeat);
    const local: FieldMessages = {
      ...(values.current ? {} : { current_password: [t('form.required')] }),
      ...(problems.password && { new_password: [t(problems.password[0]!, { min: PASSWORD_MIN })] }),
      ...(problems.repeat && { repeat: [t(problems.repeat[0]!)] }),
    };
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    change.mutate(
      { current_password: values.current, new_password: values.next },
      {
        onSuccess: ({ message }) => {
          setValues(EMPTY);
          done(t('changePassword.done'), message);
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          failed(t('changePassword.failed'), error);
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="change-password-title">
      <Card.Body>
        <Card.Title as="h2" id="change-password-title" className="h5 mb-1">
          {t('changePassword.title')}
        </Card.Title>
        <p className="small text-body-secondary mb-3">{t('changePassword.intro')}</p>
        <Form noValidate onSubmit={submit} aria-labelledby="change-password-title">
          <PasswordField
            id="change-password-current"
            label={t('changePassword.current')}
            autoComplete="current-password"
            error={texts.current_password}
            {...field('current')}
          />
          <PasswordField
            id="change-password-new"
            label={t('changePassword.next')}
            autoComplete="new-password"
            hint={t('setPassword.hint', { min: PASSWORD_MIN })}
            error={texts.new_password}
            {...field('next')}
          />
          <PasswordField
            id="change-password-repeat"
            label={t('changePassword.repeat')}
            autoComplete="new-password"
            error={texts.repeat}
            {...field('repeat')}
          />
          <BusyButton type="submit" busy={change.isPending}>
            {t('changePassword.submit')}
          </BusyButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
