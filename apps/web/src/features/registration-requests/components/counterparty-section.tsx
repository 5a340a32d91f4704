import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@/components/fieldset';
import type { OnboardingDraft } from '../utils/onboarding-form';
import { OnboardingField } from './onboarding-field';
import type { Section } from './onboarding-section';

/**
 * The requisites a version's counterparties have, with their column widths: INN, KPP and a
 * correspondent account are Russian, a VAT id European.
 */
const REQUISITES = {
  ru: [
    ['inn', 3],
    ['kpp', 3],
    ['bank_bic', 3],
    ['bank_name', 3],
    ['bank_account', 6],
    ['correspondent_account', 6],
  ],
  en: [
    ['vat_id', 3],
    ['bank_name', 3],
    ['bank_bic', 3],
    ['bank_account', 3],
  ],
} as const;

/** The counterparty: legal name, version, requisites of that version, legal address, contact, discount. */
export function CounterpartySection({ value, onChange, errors }: Section<'counterparty'>) {
  const { t } = useTranslation('registration-requests');
  const text = (field: keyof OnboardingDraft['counterparty'], md = 6) => (
    <OnboardingField
      key={field}
      md={md}
      path={`counterparty.${field}`}
      label={t(`onboarding.counterparty.${field}`)}
      value={String(value[field])}
      onChange={(v) => onChange({ [field]: v })}
      error={errors[`counterparty.${field}`]}
      // A Russian counterparty's INN is required (docs/rules.md#requisites).
      required={field === 'inn'}
    />
  );
  return (
    <Fieldset legend={t('onboarding.counterparty.legend')}>
      <Row className="g-3 mb-4">
        <OnboardingField
          md={8}
          path="counterparty.legal_name"
          label={t('onboarding.counterparty.legal_name')}
          hint={t('onboarding.counterparty.legal_nameHint')}
          value={value.legal_name}
          onChange={(v) => onChange({ legal_name: v })}
          error={errors['counterparty.legal_name']}
          required
          maxLength={300}
        />
        <OnboardingField md={4} path="counterparty.version" label={t('onboarding.counterparty.version')}>
          <Form.Select
            value={value.version}
            onChange={(e) => onChange({ version: e.target.value === 'en' ? 'en' : 'ru' })}
          >
            <option value="ru">{t('version.ru')}</option>
            <option value="en">{t('version.en')}</option>
          </Form.Select>
        </OnboardingField>
        {REQUISITES[value.version].map(([field, md]) => text(field, md))}
        {text('legal_address', 12)}
        {text('contact_name', 4)}
        {text('contact_email', 4)}
        {text('contact_phone', 4)}
        <OnboardingField
          md={3}
          path="counterparty.discount"
          label={t('onboarding.counterparty.discount')}
          hint={t('onboarding.counterparty.discountHint')}
          value={value.discount}
          onChange={(v) => onChange({ discount: v })}
          error={errors['counterparty.discount']}
          inputMode="decimal"
        />
      </Row>
    </Fieldset>
  );
}
