import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { BackToTop } from '@/components/back-to-top';
import { CONTENT_ID } from '@/config/layout';
import { MediaExportAlert } from '@/features/media/components/media-export-alert';
import { UpdatesLogProvider } from '@/features/updates-log/components/updates-log-modal';
import { useHeaderHeightVariable } from '@/hooks/use-sticky-table-head';
import { Header } from './header/header';

/**
 * docs/rules.md#layouts, default: the header, the what's-new modal for logged-in users, the media-export
 * alert (and the exporting-all-media banner), the page, the back-to-top button.
 */
export function DefaultLayout() {
  useHeaderHeightVariable();
  return (
    <UpdatesLogProvider>
      <div className="d-flex flex-column min-vh-100">
        <Header />
        <Container fluid="xxl" as="main" id={CONTENT_ID} className="flex-grow-1 py-4">
          <MediaExportAlert />
          <Outlet />
        </Container>
        <BackToTop />
      </div>
    </UpdatesLogProvider>
  );
}
