import {
  type AutoOrderData,
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
import { money, num } from '@/lib/format';
import { useCreateAutoOrder } from '../api/create-auto-order';
import { currencySymbol } from '../utils/currency-symbol';
import { seenAutoOrders } from '../utils/seen-auto-orders';
import { RecommendedSum } from './recommended-sum';

/** Only digits and one decimal separator (a comma is read as the point): the input is numeric (docs/rules.md#spec-5). */
const cleanSum = (raw: string) =>
  raw
    .replace(',', '.')
    .replace(/[^\d.]/g, '')
    .replace(/(\..*)\./g, '$1');

/** What the outlet's basket holds now: its lines and how many of them came from auto orders. */
export type BasketSummary = { lines: number; autoOrderLines: number };

type Props = {
  user: User;
  version?: Version;
  /** The outlet's basket (the current store's); null while unknown. */
  basket?: BasketSummary | null;
};

/**
 * The auto-order form (docs/rules.md#auto-order-flow, docs/rules.md#spec-5, docs/rules.md#spec-8,
 * docs/rules.md#spec-9): the recommended sum (RecommendedSum: explained when it changes), the sum
 * input — by default the outlet's saved auto_order_sum, else the version's minimum —, the minimum,
 * and the create button, disabled below the minimum or while creating. When the outlet's basket
 * already holds lines, a warning says so and lets the buyer add to them or replace them (`replace`:
 * one call empties the basket first). Success: a toast with the server's message for 7.5 s, the
 * basket refreshed, and the form turns into "auto order in the basket — review / replace", so the
 * same auto order is never added twice by a second click. Failure: a danger toast "Ошибка создания
 * автозаказа" with the server's message, 7.5 s.
 */
export function AutoOrderForm({ user, version = appConfig.version, basket = null }: Props) {
  const { t, i18n } = useTranslation('auto-orders');
  const toast = useToast();
  const inputId = useId();
  const currency = user.current_store.currency;
  const min = autoOrderMinSum(version);
  const [sum, setSum] = useState(() =>
    String(autoOrderDefaultSum({ savedSum: user.current_store.auto_order_sum, version })),
  );
  const [done, setDone] = useState<{ message: string; autoOrder: AutoOrderData } | null>(null);
  const [replace, setReplace] = useState(false);
  const create = useCreateAutoOrder();
  const canCreate = canCreateAutoOrder({ sum, version, creating: create.isPending });
  const belowMin = sum !== '' && Number.isFinite(Number(sum)) && Number(sum) < min;
  const filled = !!basket && basket.lines > 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canCreate) return;
    create.mutate(
      { maxOrderSum: Number(sum), replace },
      {
        onSuccess: (res) => {
          if (res.auto_order) {
            seenAutoOrders.add(res.auto_order.id);
            setDone({ message: res.message, autoOrder: res.auto_order });
            setReplace(false);
          }
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
      },
    );
  };

  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('formTitle')}
        </Card.Title>
        <p className="text-body-secondary">{t('outlet', { store: user.current_store.name })}</p>
        <RecommendedSum
          currency={currency}
          min={min}
          disabled={create.isPending}
          onUse={(n) => setSum(String(n))}
        />
        {done ? (
          <Alert variant="success" className="mb-0" data-testid="auto-order-done">
            <Alert.Heading as="h3" className="h6">
              {t('done.title')}
            </Alert.Heading>
            <p className="mb-2">{done.message}</p>
            <p className="mb-2 small">{t('done.what')}</p>
            <div className="d-flex flex-wrap gap-2">
              <Link to={paths.basket.getHref()} className="btn btn-success btn-sm">
                {t('done.review')}
              </Link>
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => {
                  setDone(null);
                  setReplace(true);
                }}
              >
                {t('done.replace')}
              </Button>
            </div>
          </Alert>
        ) : (
          <Form onSubmit={submit} noValidate>
            {filled && (
              <Alert variant="warning" className="py-2" data-testid="basket-filled">
                <p className="mb-2">
                  {t('filled.text', { lines: num(basket.lines), auto: num(basket.autoOrderLines) })}
                </p>
                <Form.Check
                  type="radio"
                  id={`${inputId}-add`}
                  name={`${inputId}-mode`}
                  label={t('filled.add')}
                  checked={!replace}
                  onChange={() => setReplace(false)}
                />
                <Form.Check
                  type="radio"
                  id={`${inputId}-replace`}
                  name={`${inputId}-mode`}
                  label={t('filled.replace')}
                  checked={replace}
                  onChange={() => setReplace(true)}
                />
              </Alert>
            )}
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
              {create.isPending ? t('creating') : replace ? t('createReplacing') : t('create')}
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
