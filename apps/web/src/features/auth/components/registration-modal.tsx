import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RegistrationForm } from './registration-form';
import { RegistrationSent } from './registration-sent';

/**
 * The registration modal (docs/rules.md#modals, docs/rules.md#spec-4): the form; on success the form modal closes and a
 * confirmation view shows in its place.
 */
export function RegistrationModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      <Modal show={show} onHide={onClose} centered aria-labelledby="registration-title">
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="registration-title">{t('registration.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">{t('registration.intro')}</p>
          <RegistrationForm
            idPrefix="registration-modal"
            onSuccess={(message) => {
              onClose();
              setSent(message);
            }}
          />
          <p className="small text-center mt-3 mb-0">
            {t('registration.haveAccount')}{' '}
            <Link to={paths.login.getHref()} onClick={onClose}>
              {t('registration.toLogin')}
            </Link>
          </p>
        </Modal.Body>
      </Modal>
      <Modal
        show={sent !== null}
        onHide={() => setSent(null)}
        centered
        aria-label={t('registration.sentTitle')}
      >
        <Modal.Body>{sent !== null && <RegistrationSent message={sent} />}</Modal.Body>
        <Modal.Footer>
          <Button variant="primary" onClick={() => setSent(null)}>
            {t('common:ok')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
