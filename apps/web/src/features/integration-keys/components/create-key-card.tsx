import { INTEGRATION_SCOPES, type IntegrationScope } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { useCreateIntegrationKey } from '../api/create-integration-key';

/** "New key": a name, the scopes as checkboxes, Create; the name's and scopes' errors under their fields. */
export function CreateKeyCard({
  onCreated,
}: {
  onCreated: (issued: { name: string; secret: string }) => void;
}) {
  const { t } = useTranslation('integration-keys');
  const create = useCreateIntegrationKey();
  const failed = useFailureToast();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<IntegrationScope[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const toggle = (scope: IntegrationScope, on: boolean) => {
    setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));
    setErrors(({ scopes: _, ...rest }) => rest);
  };
  const rename = (value: string) => {
    setName(value);
    setErrors(({ name: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = t('create.nameRequired');
    if (scopes.length === 0) local.scopes = t('create.scopesRequired');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    create.mutate(
      { name: name.trim(), scopes },
      {
        onSuccess: (res) => {
          setName('');
          setScopes([]);
          onCreated({ name: res.data.name, secret: res.secret });
        },
        onError: (err) => {
          const fields = joinFieldErrors(apiFieldErrors(err));
          if (fields.name || fields.scopes) setErrors(fields);
          else failed(t('create.failed'), err);
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="integration-key-create-title" className="shadow-sm mb-4">
      <Card.Body>
        <h2 id="integration-key-create-title" className="h5">
          {t('create.title')}
        </h2>
        <p className="text-body-secondary">{t('create.text')}</p>
        <Form noValidate onSubmit={submit} aria-label={t('create.title')} style={{ maxWidth: 560 }}>
          <Form.Group controlId="integration-key-name" className="mb-3">
            <Form.Label>{t('create.name')}</Form.Label>
            <Form.Control
              value={name}
              onChange={(e) => rename(e.target.value)}
              maxLength={100}
              placeholder={t('create.namePlaceholder')}
              disabled={create.isPending}
              isInvalid={!!errors.name}
            />
            <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
          </Form.Group>
          <fieldset className="mb-3" aria-invalid={!!errors.scopes}>
            <legend className="form-label fs-6">{t('create.scopes')}</legend>
            {INTEGRATION_SCOPES.map((scope) => (
              <Form.Check
                key={scope}
                id={`integration-key-scope-${scope}`}
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(e) => toggle(scope, e.target.checked)}
                disabled={create.isPending}
                label={
                  <>
                    {/* The texts' keys have no colon: i18next reads one as a namespace separator. */}
                    <code>{scope}</code> — {t(`scopes.${scope.replace(':', '_')}`)}
                  </>
                }
              />
            ))}
            {errors.scopes && <div className="invalid-feedback d-block">{errors.scopes}</div>}
          </fieldset>
          <BusyButton type="submit" busy={create.isPending}>
            {t('create.submit')}
          </BusyButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
