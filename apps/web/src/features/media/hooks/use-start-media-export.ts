import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toaster';
import { num } from '@/lib/format';
import { downloadMediaZip } from '../api/download-media';
import { mediaExport, useMediaExport } from './media-export-store';

/**
 * "Export images" (docs/rules.md#media-export-alert, docs/rules.md#calls GET download-media): sets the
 * exporting-all-media flag, opens the alert and receives the archive; when it is saved to the
 * downloads the flag ends with a success toast naming its size, when it fails with the server's
 * message (or the network's) in a danger toast. While it runs, leaving the page asks first (the
 * transfer would stop). `running` while it is under way (no second export meanwhile).
 */
export function useStartMediaExport() {
  const { t } = useTranslation('media');
  const toast = useToast();
  const { exporting } = useMediaExport();
  const [starting, setStarting] = useState(false);
  useEffect(() => {
    if (!exporting) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [exporting]);
  const start = async () => {
    if (starting || mediaExport.get().exporting) return;
    setStarting(true);
    mediaExport.start();
    try {
      await downloadMediaZip({ onProgress: mediaExport.progress });
      const size = num(mediaExport.get().received / 1024 / 1024, 1);
      mediaExport.finish();
      toast.show({ title: t('export.done'), text: t('export.doneText', { size }), variant: 'success' });
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
