import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';

/**
 * /forgot-password (guest; docs/rules.md#forgot-password): the login or e-mail; once sent, the
 * server's neutral answer (the same whether or not the account exists) takes the form's place.
 * A refusal (429 too many requests) shows the server's text above the form.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  const send = useForgotPassword();
  const [login, setLogin] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = login.trim();
    setMissing(!value);
    if (value) send.mutate({ login: value });
  };

  const failure = missing
    ? t('forgotPassword.missing')
    : send.isError
      ? send.error instanceof ApiError && send.error.status < 500 && send.error.body.message
        ? send.error.body.message
        : t('forgotPassword.failed')
      : null;
  return (
    <div className="mx-auto py-lg-4" style={{ maxWidth: 440 }}>
      <title>{`${t('forgotPassword.title')} — ${t('common:brand')}`}</title>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h4 mb-1">{t('forgotPassword.title')}</h1>
          {send.isSuccess ? (
            <Alert variant="success" className="mt-3 mb-0" role="status">
              <Alert.Heading as="h2" className="h6">
                {t('forgotPassword.sent')}
              </Alert.Heading>
              {send.data.message}
            </Alert>
          ) : (
            <>
              <p className="text-body-secondary small mb-4">{t('forgotPassword.intro')}</p>
              {failure && (
                <Alert variant="danger" className="py-2" role="alert">
                  {failure}
                </Alert>
              )}
              <Form noValidate onSubmit={submit} aria-busy={send.isPending}>
                <Form.Group className="mb-4" controlId="forgot-login">
                  <Form.Label>{t('forgotPassword.login')}</Form.Label>
                  <Form.Control
                    autoComplete="username"
                    autoFocus
                    required
                    maxLength={255}
                    value={login}
                    disabled={send.isPending}
                    onChange={(e) => setLogin(e.target.value)}
                  />
                </Form.Group>
                <BusyButton type="submit" className="w-100" busy={send.isPending}>
                  {t('forgotPassword.submit')}
                </BusyButton>
              </Form>
            </>
          )}
        </Card.Body>
        <Card.Footer className="bg-body-tertiary text-center small py-3">
          <Link to={paths.login.getHref()}>{t('forgotPassword.toLogin')}</Link>
        </Card.Footer>
      </Card>
    </div>
  );
}
