import { CURRENCIES } from '@kits/contract';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@/components/fieldset';
import { OnboardingField } from './onboarding-field';
import type { Section } from './onboarding-section';

/** The first outlet, when `enabled`: name, city, currency, report period, auto-order sum, retail and ranking flags. */
export function OutletSection({
  value,
  onChange,
  errors,
  enabled,
  onToggle,
}: Section<'outlet'> & { enabled: boolean; onToggle: (on: boolean) => void }) {
  const { t } = useTranslation('registration-requests');
  return (
    <Fieldset legend={t('onboarding.outlet.legend')}>
      <Form.Check
        type="switch"
        id="onboarding-with-outlet"
        className="mb-3"
        label={t('onboarding.outlet.enable')}
        checked={enabled}
        onChange={(e) => onToggle(e.target.checked)}
      />
      {enabled && (
        <Row className="g-3 mb-4">
          <OnboardingField
            md={6}
            path="outlet.name"
            label={t('onboarding.outlet.name')}
            value={value.name}
            onChange={(v) => onChange({ name: v })}
            error={errors['outlet.name']}
            required
            maxLength={200}
          />
          <OnboardingField
            md={4}
            path="outlet.city"
            label={t('onboarding.outlet.city')}
            value={value.city}
            onChange={(v) => onChange({ city: v })}
            error={errors['outlet.city']}
          />
          <OnboardingField md={2} path="outlet.currency" label={t('onboarding.outlet.currency')}>
            <Form.Select
              value={value.currency}
              onChange={(e) =>
                onChange({ currency: CURRENCIES.find((c) => c === e.target.value) ?? value.currency })
              }
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Form.Select>
          </OnboardingField>
          <OnboardingField
            md={3}
            path="outlet.report_period_days"
            label={t('onboarding.outlet.report_period_days')}
            value={value.report_period_days}
            onChange={(v) => onChange({ report_period_days: v })}
            error={errors['outlet.report_period_days']}
            inputMode="numeric"
          />
          <OnboardingField
            md={3}
            path="outlet.auto_order_sum"
            label={t('onboarding.outlet.auto_order_sum')}
            hint={t('onboarding.outlet.auto_order_sumHint')}
            value={value.auto_order_sum}
            onChange={(v) => onChange({ auto_order_sum: v })}
            error={errors['outlet.auto_order_sum']}
            inputMode="decimal"
          />
          <Col md={6} className="d-flex flex-column justify-content-end">
            <Form.Check
              id="onboarding-outlet-retail"
              label={t('onboarding.outlet.is_retail')}
              checked={value.is_retail}
              onChange={(e) => onChange({ is_retail: e.target.checked })}
            />
            <Form.Check
              id="onboarding-outlet-ranking"
              label={t('onboarding.outlet.in_ranking')}
              checked={value.in_ranking}
              onChange={(e) => onChange({ in_ranking: e.target.checked })}
            />
          </Col>
        </Row>
      )}
    </Fieldset>
  );
}
