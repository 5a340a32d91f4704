import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { lazyModal } from '@/components/lazy-modal';
import { paths } from '@/config/paths';

/** The registration form, loaded on first open (preloaded on the button's hover or focus). */
const RegistrationModal = lazyModal(
  async () => (await import('@/features/auth/components/registration-modal')).RegistrationModal,
);

/** Login and registration for guests (docs/rules.md#header); registration opens the modal. */
export function GuestMenu() {
  const { t } = useTranslation('layout');
  const [registering, setRegistering] = useState(false);
  return (
    <>
      <Nav.Link as={NavLink} to={paths.login.getHref()}>
        {t('nav.login')}
      </Nav.Link>
      <Button
        variant="primary"
        size="sm"
        className="ms-lg-2 my-2 my-lg-0"
        onClick={() => setRegistering(true)}
        onPointerEnter={RegistrationModal.preload}
        onFocus={RegistrationModal.preload}
      >
        {t('nav.register')}
      </Button>
      <RegistrationModal show={registering} onClose={() => setRegistering(false)} />
    </>
  );
}
