import { useStartMediaExport } from '@/features/media/hooks/use-start-media-export';

/**
 * "Export images" of the user menu (spec §2 Media-export alert, §7 GET download-media): the media
 * feature's export — the browser downloads the zip of every main image, the layout shows the alert
 * and the exporting-all-media banner. `running` while it is under way.
 */
export const useExportImages = useStartMediaExport;
