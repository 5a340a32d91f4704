import { TOAST_DELAY } from '@kits/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/api-client';
import { useToast } from '../../toaster';

/**
 * "Export images" of the user menu (spec §2 Media-export alert, §7 GET download-media): downloads the
 * zip of every product's main image. Until the media-export alert lands, a toast says it takes
 * 5-20 minutes and that the page can be used meanwhile; a failure shows the server's message.
 */
export function useExportImages() {
  const { t } = useTranslation('layout');
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const start = async () => {
    if (running) return;
    setRunning(true);
    toast.show({
      title: t('media.started'),
      text: t('media.startedText'),
      variant: 'info',
      delay: TOAST_DELAY.long,
    });
    try {
      await downloadFile('download-media', 'images.zip');
    } catch (error) {
      toast.show({
        title: t('media.failed'),
        text: error instanceof Error ? error.message : undefined,
        variant: 'danger',
        persistent: true,
      });
    } finally {
      setRunning(false);
    }
  };
  return { start, running };
}
