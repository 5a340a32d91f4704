import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** docs/rules.md#checkout "order sending (overlay)": covers the whole page, above the basket modal, while the order is sent. */
export function SendingOverlay() {
  const { t } = useTranslation('checkout');
  return (
    <div className="checkout-overlay" role="status" aria-live="assertive">
      <div className="bg-body rounded-3 shadow px-4 py-3 d-flex align-items-center gap-3">
        <Spinner animation="border" />
        <span className="fs-5">{t('sending')}</span>
      </div>
    </div>
  );
}
