import {
  autoOrderDefaultSum,
  autoOrderMinSum,
  canCreateAutoOrder,
  TOAST_DELAY,
  type User,
  type Version,
} from '@kits/contract';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToast } from '@/components/toaster';
import { paths } from '@/config/paths';
import { appConfig } from '@/lib/app-config';
import { money } from '@/lib/format';
import { useCreateAutoOrder } from '../api/create-auto-order';
import { useRecommendedSum } from '../api/get-recommended-sum';
import { currencySymbol } from '../utils/currency-symbol';
import { seenAutoOrders } from '../utils/seen-auto-orders';

/** Only digits and one decimal separator (a comma is read as the point): the input is numeric (docs/rules.md#spec-5). */
const cleanSum = (raw: string) =>
  raw
    .replace(',', '.')
    .replace(/[^\d.]/g, '')
    .replace(/(\..*)\./g, '$1');

/**
 * The auto-order form (docs/rules.md#auto-order-flow, docs/rules.md#spec-5, docs/rules.md#spec-8, docs/rules.md#spec-9): the recommended sum (GET recommended-sum; a
 * failure is only logged), the sum input — by default the outlet's saved auto_order_sum, else the
 * version's minimum —, the minimum, and the create button, disabled below the minimum or while
 * creating. Success: a toast with the server's message for 7.5 s, the basket refreshed, a link to
 * the basket. Failure: a danger toast "Ошибка создания автозаказа" with the server's message, 7.5 s.
 */
export function AutoOrderForm({ user, version = appConfig.version }: { user: User; version?: Version }) {
  const { t, i18n } = useTranslation('auto-orders');
  const toast = useToast();
  const inputId = useId();
  const currency = user.current_store.currency;
  const min = autoOrderMinSum(version);
  const [sum, setSum] = useState(() =>
    String(autoOrderDefaultSum({ savedSum: user.current_store.auto_order_sum, version })),
  );
  const [created, setCreated] = useState<string | null>(null);
  const recommended = useRecommendedSum({ enabled: true });
  const create = useCreateAutoOrder();
  const canCreate = canCreateAutoOrder({ sum, version, creating: create.isPending });
  const belowMin = sum !== '' && Number.isFinite(Number(sum)) && Number(sum) < min;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canCreate) return;
    setCreated(null);
    create.mutate(Number(sum), {
      onSuccess: (res) => {
        if (res.auto_order) seenAutoOrders.add(res.auto_order.id);
        setCreated(res.message);
        toast.show({
          title: t(res.auto_order ? 'created' : 'nothingCreated'),
          text: res.message,
          variant: res.auto_order ? 'success' : 'info',
          delay: TOAST_DELAY.medium,
        });
      },
      onError: (error) =>
        toast.show({
          title: t('failed'),
          text: error.message,
          variant: 'danger',
          delay: TOAST_DELAY.medium,
        }),
    });
  };

  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('formTitle')}
        </Card.Title>
        <p className="text-body-secondary">{t('outlet', { store: user.current_store.name })}</p>
        <Form onSubmit={submit} noValidate>
          <div className="mb-3 d-flex flex-wrap align-items-center gap-2">
            <span>{t('recommended')}</span>
            {recommended.isPending ? (
              <Spinner animation="border" size="sm" role="status">
                <span className="visually-hidden">{t('common:loading')}</span>
              </Spinner>
            ) : recommended.data != null ? (
              <>
                <strong className="tabular" data-testid="recommended-sum">
                  {money(recommended.data, currency)}
                </strong>
                <Button
                  variant="outline-primary"
                  size="sm"
                  onClick={() => setSum(String(recommended.data))}
                  disabled={create.isPending}
                >
                  {t('useRecommended')}
                </Button>
              </>
            ) : (
              <span className="text-body-secondary">{t('recommendedUnavailable')}</span>
            )}
            <div className="w-100 small text-body-secondary">{t('recommendedHint')}</div>
          </div>
          <Form.Group controlId={inputId} className="mb-3" style={{ maxWidth: 380 }}>
            <Form.Label>{t('sum')}</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={sum}
                onChange={(event) => setSum(cleanSum(event.target.value))}
                isInvalid={belowMin}
                disabled={create.isPending}
                className="tabular"
              />
              <InputGroup.Text>{currencySymbol(currency, i18n.language)}</InputGroup.Text>
              <Form.Control.Feedback type="invalid">
                {t('belowMin', { min: money(min, currency) })}
              </Form.Control.Feedback>
            </InputGroup>
            <Form.Text>{t('min', { min: money(min, currency) })}</Form.Text>
          </Form.Group>
          <Button type="submit" variant="primary" disabled={!canCreate}>
            {create.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden />}
            {create.isPending ? t('creating') : t('create')}
          </Button>
        </Form>
        {created && (
          <Alert variant="success" className="mt-3 mb-0">
            <p className="mb-2">{created}</p>
            <Link to={paths.basket.getHref()} className="alert-link">
              {t('toBasket')}
            </Link>
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
