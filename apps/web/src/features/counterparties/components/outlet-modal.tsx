import {
  type Counterparty,
  CURRENCIES,
  DEFAULT_CURRENCY,
  OUTLET_REPORT_PERIOD,
  Outlet,
  type OutletInput,
  TOAST_DELAY,
} from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { type StaleChange, StaleRecordAlert } from '@/components/stale-record-alert';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { rebaseValues, staleRecord } from '@/lib/record-version';
import { useSaveOutlet } from '../api/outlets';

type Values = Omit<OutletInput, 'report_period_days' | 'auto_order_sum' | 'city'> & {
  city: string;
  report_period_days: string;
  auto_order_sum: string;
};

const valuesOf = (outlet: Outlet | null, counterparty: Counterparty): Values => ({
  name: outlet?.name ?? '',
  is_retail: outlet?.is_retail ?? true,
  city: outlet?.city ?? '',
  currency: outlet?.currency ?? DEFAULT_CURRENCY[counterparty.version],
  report_period_days: String(outlet?.report_period_days ?? 14),
  auto_order_sum: outlet?.auto_order_sum === null || !outlet ? '' : String(outlet.auto_order_sum),
  in_ranking: outlet?.in_ranking ?? true,
});

/** The body of the values: numbers as typed ("50 000,5" → 50000.5; the server refuses bad ones on their field). */
const toBody = (v: Values): OutletInput => ({
  name: v.name,
  is_retail: v.is_retail,
  city: v.city.trim() || null,
  currency: v.currency,
  report_period_days: Number(v.report_period_days),
  auto_order_sum:
    v.auto_order_sum.trim() === '' ? null : Number(v.auto_order_sum.replace(/\s/g, '').replace(',', '.')),
  in_ranking: v.in_ranking,
});

/**
 * Adds (`outlet` null) or edits an outlet of a counterparty (docs/rules.md#counterparty): name, retail
 * or not, city, currency, report period, auto-order sum, ranking participation. Field errors of a
 * 422 show under their fields; a saved outlet closes the dialog with a toast. An edit names the
 * outlet's `etag` (If-Match): when someone else saved it meanwhile (412), the dialog shows the
 * current values and what they changed for review (docs/rules.md#record-versions).
 */
export function OutletModal({
  counterparty,
  outlet,
  onHide,
}: {
  counterparty: Counterparty;
  outlet: Outlet | null;
  onHide: () => void;
}) {
  const { t } = useTranslation('counterparties');
  const save = useSaveOutlet();
  const succeeded = useSuccessToast();
  const failed = useFailureToast(TOAST_DELAY.medium);
  const [base, setBase] = useState(outlet);
  const [values, setValues] = useState(() => valuesOf(outlet, counterparty));
  const [stale, setStale] = useState<StaleChange[] | null>(null);
  const errors = joinFieldErrors(apiFieldErrors(save.error));
  const set = (change: Partial<Values>) => setValues((v) => ({ ...v, ...change }));
  const LABELS: Record<keyof Values, string> = {
    name: t('outlets.name'),
    city: t('outlets.city'),
    currency: t('outlets.currency'),
    report_period_days: t('outlets.periodLabel'),
    auto_order_sum: t('outlets.autoOrderSum'),
    is_retail: t('outlets.isRetail'),
    in_ranking: t('outlets.inRankingLabel'),
  };
  /** Someone else saved the outlet meanwhile: the current values with what they changed, for review. */
  const review = (current: Outlet) => {
    const rebased = rebaseValues({
      values,
      loaded: valuesOf(base, counterparty),
      current: valuesOf(current, counterparty),
    });
    setValues(rebased.values);
    setBase(current);
    setStale(
      rebased.changed.map((field) => {
        const value = rebased.values[field];
        const text =
          typeof value === 'boolean' ? t(value ? 'common:stale.yes' : 'common:stale.no') : String(value);
        return { field, label: LABELS[field], value: text };
      }),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: counterparty.id, saved: base, body: toBody(values) },
      {
        onSuccess: (res) => {
          succeeded(t('outlets.saved', { name: res.data.name }));
          onHide();
        },
        onError: (error) => {
          const current = staleRecord(error, Outlet);
          if (current && base) review(current);
          else failed(t('outlets.saveFailed'), error);
        },
      },
    );
  };
  const text = (
    field: 'name' | 'city' | 'report_period_days' | 'auto_order_sum',
    label: string,
    hint?: string,
  ) => (
    <Form.Group controlId={`outlet-${field}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        value={values[field]}
        inputMode={
          field === 'report_period_days' ? 'numeric' : field === 'auto_order_sum' ? 'decimal' : undefined
        }
        isInvalid={!!errors[field]}
        onChange={(e) => set({ [field]: e.target.value })}
      />
      <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
      {hint && !errors[field] && <Form.Text className="small">{hint}</Form.Text>}
    </Form.Group>
  );

  return (
    <Modal show onHide={onHide} centered aria-labelledby="outlet-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('outlets.cancel')}>
          <Modal.Title id="outlet-title" className="h5">
            {outlet ? t('outlets.editTitle', { name: outlet.name }) : t('outlets.newTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {stale && <StaleRecordAlert changes={stale} />}
          <Row className="g-3">
            <Col xs={12}>{text('name', t('outlets.name'))}</Col>
            <Col sm={7}>{text('city', t('outlets.city'))}</Col>
            <Col sm={5}>
              <Form.Group controlId="outlet-currency">
                <Form.Label className="small mb-1">{t('outlets.currency')}</Form.Label>
                <Form.Select
                  value={values.currency}
                  isInvalid={!!errors.currency}
                  onChange={(e) => set({ currency: e.target.value as Values['currency'] })}
                >
                  {CURRENCIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{errors.currency}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col sm={6}>
              {text(
                'report_period_days',
                t('outlets.periodLabel'),
                t('outlets.periodHint', OUTLET_REPORT_PERIOD),
              )}
            </Col>
            <Col sm={6}>{text('auto_order_sum', t('outlets.autoOrderSum'), t('outlets.sumHint'))}</Col>
            <Col xs={12}>
              <Form.Check
                id="outlet-is-retail"
                checked={values.is_retail}
                onChange={(e) => set({ is_retail: e.target.checked })}
                label={t('outlets.isRetail')}
              />
              <Form.Check
                id="outlet-in-ranking"
                checked={values.in_ranking}
                onChange={(e) => set({ in_ranking: e.target.checked })}
                label={t('outlets.inRankingLabel')}
              />
            </Col>
          </Row>
          {!outlet && <p className="small text-body-secondary mt-3 mb-0">{t('outlets.usersHint')}</p>}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('outlets.cancel')}
          </Button>
          <BusyButton type="submit" busy={save.isPending}>
            {t('outlets.save')}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
