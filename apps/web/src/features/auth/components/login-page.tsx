import type { QueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { REDIRECT_PARAM, redirectAfterLogin } from '../utils/redirect';

/**
 * What the app prepares for the page a login lands on (`path`, the same the guest-only guard goes to):
 * `preload` while the form is filled in (the page's code), `prefetch` once the token is stored (its data).
 */
export type LandingPrefetch = {
  preload: (path: string) => void;
  prefetch: (queryClient: QueryClient, path: string) => void;
};

/** What to tell the user about a failed login: the server's message (wrong credentials, 429), else a fallback. */
function loginErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.body.message) return error.body.message;
  return fallback;
}

/**
 * The login screen (docs/rules.md#routes /login and /private/login.html, docs/rules.md#auth-flow): login and password; on
 * success the token is stored and the user fetched, and the guest-only guard moves on to the
 * remembered path or home. `landing` prepares that page ahead (docs/rules.md#first-load).
 */
export function LoginPage({ landing }: { landing?: LandingPrefetch }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const path = redirectAfterLogin(params.get(REDIRECT_PARAM));
  useEffect(() => landing?.preload(path), [landing, path]);
  const login = useLogin(landing && ((queryClient) => landing.prefetch(queryClient, path)));
  const [credentials, setCredentials] = useState({ login: '', password: '' });
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { login: credentials.login.trim(), password: credentials.password };
    setMissing(!body.login || !body.password);
    if (!body.login || !body.password) return;
    login.mutate(body);
  };

  const error = missing
    ? t('login.missing')
    : login.isError
      ? loginErrorText(login.error, t('login.failed'))
      : null;
  return (
    <div className="mx-auto py-lg-4" style={{ maxWidth: 420 }}>
      <title>{`${t('login.title')} — ${t('common:brand')}`}</title>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h4 mb-1">{t('login.title')}</h1>
          <p className="text-body-secondary small mb-4">{t('login.intro')}</p>
          {error && (
            <Alert variant="danger" className="py-2" role="alert">
              {error}
            </Alert>
          )}
          <Form noValidate onSubmit={submit} aria-busy={login.isPending}>
            <Form.Group className="mb-3" controlId="login-name">
              <Form.Label>{t('login.login')}</Form.Label>
              <Form.Control
                autoComplete="username"
                autoFocus
                required
                value={credentials.login}
                disabled={login.isPending}
                onChange={(e) => setCredentials((c) => ({ ...c, login: e.target.value }))}
              />
            </Form.Group>
            <Form.Group className="mb-4" controlId="login-password">
              <div className="d-flex justify-content-between align-items-baseline">
                <Form.Label>{t('login.password')}</Form.Label>
                <Link to={paths.forgotPassword.getHref()} className="small">
                  {t('login.forgot')}
                </Link>
              </div>
              <Form.Control
                type="password"
                autoComplete="current-password"
                required
                value={credentials.password}
                disabled={login.isPending}
                onChange={(e) => setCredentials((c) => ({ ...c, password: e.target.value }))}
              />
            </Form.Group>
            <Button type="submit" variant="primary" className="w-100" disabled={login.isPending}>
              {login.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {t('login.submit')}
            </Button>
          </Form>
        </Card.Body>
        <Card.Footer className="bg-body-tertiary text-center small py-3">
          {t('login.noAccount')} <Link to={paths.registration.getHref()}>{t('login.register')}</Link>
        </Card.Footer>
      </Card>
    </div>
  );
}
