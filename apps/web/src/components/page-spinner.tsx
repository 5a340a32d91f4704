import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** Shown while a page waits for what it needs (the user, a lazy chunk). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center py-5">
      <Spinner animation="border" variant="secondary" role="status">
        <span className="visually-hidden">{t('common:loading')}</span>
      </Spinner>
    </div>
  );
}
