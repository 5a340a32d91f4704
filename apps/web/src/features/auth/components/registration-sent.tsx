import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** The confirmation view after a registration request (docs/rules.md#registration-flow). */
export function RegistrationSent({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert variant="success" className="mb-0">
      <Alert.Heading as="h2" className="h5">
        {t('registration.sentTitle')}
      </Alert.Heading>
      <p className="mb-1">{message}</p>
      <p className="mb-0 small">{t('registration.sentText')}</p>
    </Alert>
  );
}
