import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { CONTENT_ID } from '@/config/layout';
import { paths } from '@/config/paths';

/** docs/rules.md#layouts, without header: a narrow centred column with the brand above it (standalone forms). */
export function NoHeaderLayout() {
  const { t } = useTranslation();
  return (
    <div className="min-vh-100 bg-body-tertiary py-5">
      <Container as="main" id={CONTENT_ID} style={{ maxWidth: 520 }}>
        <Link
          to={paths.home.getHref()}
          className="d-flex align-items-center gap-2 mb-4 text-decoration-none text-body"
        >
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <span className="fs-4 fw-semibold">{t('common:brand')}</span>
        </Link>
        <Outlet />
      </Container>
    </div>
  );
}
