import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** A centred spinner in a modal's or a panel's body while its content loads (data or a lazy chunk). */
export function BlockSpinner() {
  const { t } = useTranslation();
  return (
    <div className="text-center py-4">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('common:loading')}</span>
      </Spinner>
    </div>
  );
}
