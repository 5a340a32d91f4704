import { PASSWORD_MIN } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { useSuccessToast } from '@/components/toaster';
import { paths } from '@/config/paths';
import { apiFieldErrors } from '@/lib/api-client';
import { type FieldMessages, joinFieldErrors } from '@/lib/field-errors';
import { serverText } from '@/lib/server-text';
import { useSetPassword } from '../api/set-password';
import { newPasswordProblems } from '../utils/account-form';
import { PasswordField } from './password-field';

/**
 * /set-password?token=… (guest; docs/rules.md#password-link): the new password twice (at least
 * 8 characters, the same both times, checked before sending). On success the visitor goes to the
 * login page with a toast; a used, replaced or expired link shows the server's text above the form.
 */
export function SetPasswordPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const done = useSuccessToast();
  const save = useSetPassword();
  const [values, setValues] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const texts = joinFieldErrors(errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = newPasswordProblems(values.password, values.repeat);
    setErrors(
      Object.fromEntries(
        Object.entries(problems).map(([field, keys]) => [
          field,
          keys.map((k) => t(k, { min: PASSWORD_MIN })),
        ]),
      ),
    );
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      { token, password: values.password },
      {
        onSuccess: ({ message }) => {
          done(t('setPassword.done'), message || t('setPassword.doneText'));
          navigate(paths.login.getHref(), { replace: true });
        },
        onError: (error) => {
          const fields = apiFieldErrors(error);
          setErrors(fields);
          setFailure(fields.token?.join(' ') ?? (fields.password ? null : serverText(error)));
        },
      },
    );
  };

  return (
    <div className="mx-auto py-lg-4" style={{ maxWidth: 440 }}>
      <title>{`${t('setPassword.title')} — ${t('common:brand')}`}</title>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h4 mb-1">{t('setPassword.title')}</h1>
          <p className="text-body-secondary small mb-4">{t('setPassword.intro')}</p>
          {!token ? (
            <Alert variant="warning" role="alert">
              {t('setPassword.noToken')}
            </Alert>
          ) : (
            <Form noValidate onSubmit={submit} aria-busy={save.isPending}>
              {failure && (
                <Alert variant="danger" className="py-2" role="alert">
                  {failure}
                </Alert>
              )}
              <PasswordField
                id="set-password-new"
                label={t('setPassword.password')}
                autoComplete="new-password"
                autoFocus
                hint={t('setPassword.hint', { min: PASSWORD_MIN })}
                value={values.password}
                error={texts.password}
                disabled={save.isPending}
                onChange={(password) => setValues((v) => ({ ...v, password }))}
              />
              <PasswordField
                id="set-password-repeat"
                label={t('setPassword.repeat')}
                autoComplete="new-password"
                value={values.repeat}
                error={texts.repeat}
                disabled={save.isPending}
                onChange={(repeat) => setValues((v) => ({ ...v, repeat }))}
              />
              <BusyButton type="submit" className="w-100 mt-2" busy={save.isPending}>
                {t('setPassword.submit')}
              </BusyButton>
            </Form>
          )}
        </Card.Body>
        <Card.Footer className="bg-body-tertiary text-center small py-3">
          <Link to={paths.login.getHref()}>{t('setPassword.toLogin')}</Link>
        </Card.Footer>
      </Card>
    </div>
  );
}
