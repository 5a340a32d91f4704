import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RegistrationForm } from './registration-form';
import { RegistrationSent } from './registration-sent';

/** The standalone registration form with a link back to login (docs/rules.md#spec-2). */
export function RegistrationPage() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Card className="shadow-sm">
      <Card.Body className="p-4">
        <title>{`${t('registration.title')} — ${t('common:brand')}`}</title>
        <h1 className="h4 mb-2">{t('registration.title')}</h1>
        {sent === null ? (
          <>
            <p className="text-body-secondary small">{t('registration.intro')}</p>
            <RegistrationForm idPrefix="registration-page" onSuccess={setSent} />
          </>
        ) : (
          <RegistrationSent message={sent} />
        )}
        <p className="small text-center mt-3 mb-0">
          {t('registration.haveAccount')} <Link to={paths.login.getHref()}>{t('registration.toLogin')}</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
