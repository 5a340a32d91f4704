import Modal from 'react-bootstrap/Modal';
import NavbarContext from 'react-bootstrap/NavbarContext';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BasketContent } from './basket-content';

/**
 * The basket modal (docs/rules.md#modals: extra large, refreshes on open — the content mounts, and so
 * reloads the basket, each time it opens). Below 768 px it is a full-screen sheet, so its close button,
 * lines, totals and Next stay on a phone's screen.
 */
export function BasketModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('basket');
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="xl"
      fullscreen="md-down"
      scrollable
      aria-labelledby="basket-modal-title"
    >
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <div className="d-flex flex-wrap align-items-baseline column-gap-3">
          <Modal.Title id="basket-modal-title" as="h2" className="h4">
            {t('title')}
          </Modal.Title>
          <Link to={paths.basket.getHref()} onClick={onHide} className="small">
            {t('openPage')}
          </Link>
        </div>
      </Modal.Header>
      <Modal.Body>
        {/* The modal opens from the header's navbar: React context crosses the portal, and the basket's
            tabs must not become navbar links (vertical, collapsing the menu on select). */}
        <NavbarContext.Provider value={null}>
          <BasketContent onNavigate={onHide} />
        </NavbarContext.Provider>
      </Modal.Body>
    </Modal>
  );
}
