import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { isEnglishVersion } from '@/lib/app-config';
import { num } from '@/lib/format';
import { MEDIA_EXPORT_MINUTES, mediaExport, useMediaExport } from '../hooks/media-export-store';

/**
 * docs/rules.md#media-export-alert, in the default layout: when an image export starts, an alert says the
 * images are loading (5-20 minutes), that it may be closed while the download goes on and that an
 * archive of all main images appears in the downloads. Once closed, a slim warning banner shows the
 * megabytes received while the exporting-all-media flag is set — it ends when the archive is saved
 * or the transfer fails (a toast says which) — or until hidden. Hidden in the English version (no
 * image export there).
 */
export function MediaExportAlert() {
  const { t } = useTranslation('media');
  const { exporting, alertOpen, bannerHidden, received } = useMediaExport();
  if (isEnglishVersion) return null;
  if (alertOpen) {
    return (
      <Alert
        key="alert"
        variant="info"
        dismissible
        onClose={mediaExport.dismissAlert}
        closeLabel={t('export.close')}
        className="shadow-sm"
      >
        <Alert.Heading as="h2" className="h6 fw-semibold">
          {t('export.alertTitle')}
        </Alert.Heading>
        <p className="mb-1">{t('export.alertTime', MEDIA_EXPORT_MINUTES)}</p>
        <p className="mb-1">{t('export.alertClose')}</p>
        <p className="mb-0">{t('export.alertArchive')}</p>
      </Alert>
    );
  }
  if (!exporting || bannerHidden) return null;
  return (
    <Alert key="banner" variant="warning" className="d-flex flex-wrap align-items-center gap-2 py-2 small">
      <span className="flex-grow-1" aria-live="off">
        {received > 0
          ? t('export.banner', { size: num(received / 1024 / 1024, 1) })
          : t('export.bannerWaiting')}
      </span>
      <Button size="sm" variant="outline-dark" onClick={mediaExport.hideBanner}>
        {t('export.hideBanner')}
      </Button>
    </Alert>
  );
}
