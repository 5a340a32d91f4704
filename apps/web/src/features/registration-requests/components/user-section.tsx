import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@/components/fieldset';
import { ONBOARDING_GROUPS } from '../utils/onboarding-form';
import { OnboardingField } from './onboarding-field';
import type { Section } from './onboarding-section';

/** The first user: login, full name, e-mail, phone, language, groups (warehouse, dropshipping or none); the discount is the counterparty's. */
export function UserSection({ value, onChange, errors }: Section<'user'>) {
  const { t } = useTranslation('registration-requests');
  const field = (key: 'username' | 'fullname' | 'email' | 'phone', md: number, extra = {}) => (
    <OnboardingField
      md={md}
      path={`user.${key}`}
      label={t(`onboarding.user.${key}`)}
      value={value[key]}
      onChange={(v) => onChange({ [key]: v })}
      error={errors[`user.${key}`]}
      required={key !== 'phone'}
      {...extra}
    />
  );
  return (
    <Fieldset legend={t('onboarding.user.legend')}>
      <Row className="g-3 mb-4">
        {field('username', 4, { hint: t('onboarding.user.usernameHint'), maxLength: 64 })}
        {field('fullname', 8, { maxLength: 200 })}
        {field('email', 6, { type: 'email', inputMode: 'email' })}
        {field('phone', 6, { type: 'tel', inputMode: 'tel' })}
        <OnboardingField md={3} path="user.locale" label={t('onboarding.user.locale')}>
          <Form.Select
            value={value.locale}
            onChange={(e) => onChange({ locale: e.target.value === 'en' ? 'en' : 'ru' })}
          >
            <option value="ru">{t('onboarding.user.localeRu')}</option>
            <option value="en">{t('onboarding.user.localeEn')}</option>
          </Form.Select>
        </OnboardingField>
        <Col md={6}>
          <fieldset>
            <legend className="form-label small mb-1">{t('onboarding.user.groups')}</legend>
            {ONBOARDING_GROUPS.map((group) => (
              <Form.Check
                key={group}
                inline
                id={`onboarding-group-${group}`}
                label={t(`onboarding.user.group.${group}`)}
                checked={value.groups.includes(group)}
                onChange={(e) =>
                  onChange({
                    groups: e.target.checked
                      ? ONBOARDING_GROUPS.filter((g) => g === group || value.groups.includes(g))
                      : value.groups.filter((g) => g !== group),
                  })
                }
              />
            ))}
            <Form.Text className="small d-block">{t('onboarding.user.groupsHint')}</Form.Text>
            {errors['user.groups'] && <div className="invalid-feedback d-block">{errors['user.groups']}</div>}
          </fieldset>
        </Col>
      </Row>
    </Fieldset>
  );
}
