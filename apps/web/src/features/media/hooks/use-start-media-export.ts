import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toaster';
import { startMediaDownload } from '../api/download-media';
import { mediaExport, useMediaExport } from './media-export-store';

/**
 * "Export images" (docs/rules.md#media-export-alert, docs/rules.md#calls GET download-media): sets the exporting-all-media
 * flag, opens the alert and starts the browser download. A failure to start ends the flag and shows
 * the server's message. `running` while it starts or the flag is set (no second export meanwhile).
 */
export function useStartMediaExport() {
  const { t } = useTranslation('media');
  const toast = useToast();
  const { exporting } = useMediaExport();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    if (starting || mediaExport.get().exporting) return;
    setStarting(true);
    mediaExport.start();
    try {
      await startMediaDownload();
    } catch (error) {
      mediaExport.finish();
      toast.show({
        title: t('export.failed'),
        text: error instanceof Error ? error.message : undefined,
        variant: 'danger',
        persistent: true,
      });
    } finally {
      setStarting(false);
    }
  };
  return { start, running: starting || exporting };
}
