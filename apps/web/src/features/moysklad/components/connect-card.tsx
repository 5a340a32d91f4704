import { type FormEvent, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { useConnectMoysklad } from '../api/connect-moysklad';

/**
 * Not connected yet (docs/moysklad.md): what connecting does (the catalogue, prices, pictures, the
 * stock of every warehouse and outlet, the retail sales come from МойСклад and stay in step) and
 * the access token's form. The token's 422 message shows under the field (the hint stays); any other failure (503: no sealing key on
 * the server) is a toast.
 */
export function ConnectCard() {
  const { t } = useTranslation('moysklad');
  return (
    <Card as="section" aria-labelledby="moysklad-connect-title" className="shadow-sm">
      <Card.Body>
        <h2 id="moysklad-connect-title" className="h5">
          {t('connect.title')}
        </h2>
        <p className="mb-1">{t('connect.text')}</p>
        <ul className="mb-2">
          <li>{t('connect.catalogue')}</li>
          <li>{t('connect.stock')}</li>
          <li>{t('connect.sales')}</li>
        </ul>
        <p className="text-body-secondary">{t('connect.after')}</p>
        <ConnectForm />
      </Card.Body>
    </Card>
  );
}

/** The token field (a password input, its hint or its error) and Connect. */
function ConnectForm() {
  const { t } = useTranslation('moysklad');
  const connect = useConnectMoysklad();
  const saved = useSuccessToast();
  const failed = useFailureToast();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accessToken = token.trim();
    setError(accessToken ? undefined : t('connect.tokenRequired'));
    if (!accessToken) return;
    connect.mutate(
      { access_token: accessToken },
      {
        onSuccess: (res) => {
          setToken('');
          saved(t('connect.connected', { account: res.data.account?.name ?? '' }));
        },
        onError: (err) => {
          const fields = joinFieldErrors(apiFieldErrors(err));
          if (fields.access_token) setError(fields.access_token);
          else failed(t('connect.failed'), err);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={t('connect.form')} style={{ maxWidth: 560 }}>
      <Form.Group controlId="moysklad-token" className="mb-3">
        <Form.Label>{t('connect.token')}</Form.Label>
        <Form.Control
          type="password"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          autoComplete="new-password"
          maxLength={512}
          disabled={connect.isPending}
          isInvalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? 'moysklad-token-error moysklad-token-hint' : 'moysklad-token-hint'}
        />
        <Form.Control.Feedback id="moysklad-token-error" type="invalid">
          {error}
        </Form.Control.Feedback>
        <Form.Text id="moysklad-token-hint" className="small">
          {t('connect.tokenHint')}
        </Form.Text>
      </Form.Group>
      <BusyButton type="submit" busy={connect.isPending}>
        {t('connect.submit')}
      </BusyButton>
    </Form>
  );
}
