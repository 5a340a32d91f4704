import { useStartMediaExport } from '@/features/media/hooks/use-start-media-export';

/**
 * "Export images" of the user menu (docs/rules.md#media-export-alert, docs/rules.md#calls GET download-media): the media
 * feature's export — the browser downloads the zip of every main image, the layout shows the alert
 * and the exporting-all-media banner. `running` while it is under way.
 */
export const useExportImages = useStartMediaExport;
