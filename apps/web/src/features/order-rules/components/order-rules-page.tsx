import { type OrderRules, VERSIONS } from '@kits/contract';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ApiError, apiFieldErrors } from '@/lib/api-client';
import { money } from '@/lib/format';
import { type OrderRulesBody, useOrderRulesSettings, usePutOrderRules } from '../api/order-rules';

/** What the form holds: each currency's minimum as typed ('' = none). */
type Typed = Record<string, string>;
const typedOf = (rules: OrderRules): Typed =>
  Object.fromEntries(rules.minimums.map((m) => [m.currency, m.min_sum ?? '']));

/**
 * /services/order-rules (manager, docs/rules.md#order-minimum): the minimum order sum of each
 * currency, grouped by the version selling in it. Empty or 0 = no minimum. A save sends the record's
 * version (If-Match); when someone saved meanwhile the page says so and shows their values.
 */
export function OrderRulesPage() {
  const { t } = useTranslation('order-rules');
  const settings = useOrderRulesSettings();
  return (
    <>
      <PageHeader title={t('title')} />
      <p className="text-body-secondary">{t('purpose')}</p>
      <QueryState query={settings} errorTitle={t('loadError')}>
        {(rules) => <OrderRulesForm rules={rules} />}
      </QueryState>
    </>
  );
}

function OrderRulesForm({ rules }: { rules: OrderRules }) {
  const { t } = useTranslation('order-rules');
  const save = usePutOrderRules();
  const { refetch: settingsRefresh } = useOrderRulesSettings();
  const [typed, setTyped] = useState<Typed>(() => typedOf(rules));
  const [note, setNote] = useState<{ variant: 'success' | 'danger' | 'warning'; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useEffect(() => setTyped(typedOf(rules)), [rules]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: OrderRulesBody = {
      minimums: rules.minimums.map((m) => {
        const text = (typed[m.currency] ?? '').trim().replace(',', '.');
        return { currency: m.currency, min_sum: text === '' ? null : text };
      }),
    };
    setErrors({});
    save.mutate(
      { etag: rules.etag, body },
      {
        onSuccess: () => setNote({ variant: 'success', text: t('saved') }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 412) {
            setNote({ variant: 'warning', text: t('stale') });
            void settingsRefresh();
            return;
          }
          setErrors(apiFieldErrors(error));
          setNote({ variant: 'danger', text: error.message });
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate>
      <div className="row g-3">
        {([VERSIONS.ru, VERSIONS.en] as const).map((version) => (
          <div key={version} className="col-12 col-lg-6">
            <Card className="h-100">
              <Card.Header as="h2" className="h6 mb-0">
                {t(`version.${version}`)}
              </Card.Header>
              <Card.Body>
                {rules.minimums
                  .map((m, index) => ({ ...m, index }))
                  .filter((m) => m.version === version)
                  .map((m) => {
                    const error = errors[`minimums.${m.index}.min_sum`]?.join(' ');
                    return (
                      <Form.Group key={m.currency} controlId={`order-minimum-${m.currency}`} className="mb-3">
                        <Form.Label>{t('minimumIn', { currency: m.currency })}</Form.Label>
                        <InputGroup hasValidation style={{ maxWidth: '16rem' }}>
                          <Form.Control
                            inputMode="decimal"
                            value={typed[m.currency] ?? ''}
                            placeholder={t('none')}
                            onChange={(e) => setTyped({ ...typed, [m.currency]: e.target.value })}
                            isInvalid={!!error}
                            disabled={save.isPending}
                            aria-describedby={`order-minimum-${m.currency}-help`}
                          />
                          <InputGroup.Text>{m.currency}</InputGroup.Text>
                          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
                        </InputGroup>
                        <Form.Text id={`order-minimum-${m.currency}-help`}>
                          {m.min_sum === null
                            ? t('currentNone')
                            : t('current', { sum: money(m.min_sum, m.currency) })}
                        </Form.Text>
                      </Form.Group>
                    );
                  })}
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
      <p className="small text-body-secondary mt-3 mb-2">{t('packsHint')}</p>
      {note && (
        <Alert variant={note.variant} className="py-2" role={note.variant === 'danger' ? 'alert' : 'status'}>
          {note.text}
        </Alert>
      )}
      <Button type="submit" disabled={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}
