import { type RetailOutlet, TOAST_DELAY } from '@kits/contract';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useSuccessToast, useToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { useUpdateRetailOutlet } from '../api/update-retail-outlet';

/**
 * Edits one outlet's saved auto-order sum (empty: none — the auto-order page then starts from the
 * version's minimum, docs/rules.md#spec-9) and its report period (1–365 days; docs/rules.md#report-period default 14), with
 * PATCH /profile/services/retail-outlets/{id}. Field errors of a 422 show under their fields.
 */
export function OutletSettingsModal({ outlet, onHide }: { outlet: RetailOutlet; onHide: () => void }) {
  const { t } = useTranslation('franchise');
  const saved = useSuccessToast();
  const toast = useToast();
  const update = useUpdateRetailOutlet();
  const sumId = useId();
  const periodId = useId();
  const [sum, setSum] = useState(outlet.auto_order_sum === null ? '' : String(outlet.auto_order_sum));
  const [period, setPeriod] = useState(String(outlet.report_period_days));
  const errors = joinFieldErrors(apiFieldErrors(update.error));
  const sumValue = sum.trim() === '' ? null : Math.round(Number(sum.replace(',', '.')) * 100) / 100;
  const periodValue = Number(period);
  const sumInvalid = sumValue !== null && !(Number.isFinite(sumValue) && sumValue > 0);
  const periodInvalid = !(Number.isInteger(periodValue) && periodValue >= 1 && periodValue <= 365);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (sumInvalid || periodInvalid) return;
    update.mutate(
      { id: outlet.id, changes: { auto_order_sum: sumValue, report_period_days: periodValue } },
      {
        onSuccess: () => {
          saved(t('outlets.saved', { name: outlet.name }));
          onHide();
        },
        onError: (error) => {
          if (Object.keys(apiFieldErrors(error)).length > 0) return;
          toast.show({
            title: t('outlets.saveFailed'),
            text: error.message,
            variant: 'danger',
            delay: TOAST_DELAY.short,
          });
        },
      },
    );
  };

  return (
    <Modal show onHide={onHide} centered aria-labelledby="outlet-settings-title">
      <Form onSubmit={save} noValidate>
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="outlet-settings-title" className="h5">
            {outlet.name}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={sumId} className="mb-3">
            <Form.Label>{t('outlets.form.sum')}</Form.Label>
            <Form.Control
              inputMode="decimal"
              value={sum}
              onChange={(e) => setSum(e.target.value)}
              isInvalid={sumInvalid || !!errors.auto_order_sum}
            />
            <Form.Control.Feedback type="invalid">
              {errors.auto_order_sum ?? t('outlets.form.sumInvalid')}
            </Form.Control.Feedback>
            <Form.Text>{t('outlets.form.sumHint')}</Form.Text>
          </Form.Group>
          <Form.Group controlId={periodId}>
            <Form.Label>{t('outlets.form.period')}</Form.Label>
            <Form.Control
              type="number"
              min={1}
              max={365}
              value={period}
              onChange={(e) => setPeriod(e.target.value)}
              isInvalid={periodInvalid || !!errors.report_period_days}
            />
            <Form.Control.Feedback type="invalid">
              {errors.report_period_days ?? t('outlets.form.periodInvalid')}
            </Form.Control.Feedback>
            <Form.Text>{t('outlets.form.periodHint')}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('outlets.form.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={update.isPending || sumInvalid || periodInvalid}>
            {t('outlets.form.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
