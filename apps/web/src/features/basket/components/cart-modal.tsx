import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CartContent } from './cart-content';

/**
 * The cart modal (spec §2 Modals: extra large, refreshes on open — the content mounts, and so
 * reloads the basket, each time it opens).
 */
export function CartModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('basket');
  return (
    <Modal show={show} onHide={onHide} size="xl" scrollable aria-labelledby="cart-modal-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="cart-modal-title" as="h2" className="h4 me-3">
          {t('title')}
        </Modal.Title>
        <Link to={paths.basket.getHref()} onClick={onHide} className="small ms-auto me-2">
          {t('openPage')}
        </Link>
      </Modal.Header>
      <Modal.Body>
        <CartContent onNavigate={onHide} />
      </Modal.Body>
    </Modal>
  );
}
