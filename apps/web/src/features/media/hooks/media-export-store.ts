import { useSyncExternalStore } from 'react';

/** docs/rules.md#spec-9: a full media export takes 5-20 minutes (the alert says so). */
export const MEDIA_EXPORT_MINUTES = { min: 5, max: 20 } as const;

export type MediaExportState = {
  /** The exporting-all-media flag (docs/rules.md#local-state): set while the archive is being received. */
  exporting: boolean;
  /** Bytes of the archive received so far. */
  received: number;
  /** The media-export alert (docs/rules.md#spec-2): shown when an export starts, until the user closes it. */
  alertOpen: boolean;
  /** The slim banner was hidden by the user; the download goes on. */
  bannerHidden: boolean;
};

type Listener = () => void;
const listeners = new Set<Listener>();
const IDLE: MediaExportState = { exporting: false, received: 0, alertOpen: false, bannerHidden: false };
let state: MediaExportState = IDLE;

function set(next: Partial<MediaExportState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * The media export's local state and its transitions. The page itself receives the archive
 * (features/media/api/download-media.ts), so the flag is set exactly from the start until the
 * transfer completes or fails — no timer; a reload of the tab ends the transfer, and the flag with it.
 */
export const mediaExport = {
  get: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An export started: the flag is set and the alert opens. */
  start() {
    set({ exporting: true, received: 0, alertOpen: true, bannerHidden: false });
  },
  /** Bytes received so far. */
  progress(received: number) {
    if (state.exporting) set({ received });
  },
  /** The alert is closed; the download goes on (docs/rules.md#spec-2) and the slim banner shows. */
  dismissAlert() {
    set({ alertOpen: false });
  },
  /** The banner is hidden; the download goes on. */
  hideBanner() {
    set({ alertOpen: false, bannerHidden: true });
  },
  /** The transfer ended: the archive is saved, or it failed. */
  finish() {
    set(IDLE);
  },
  /** Tests: back to a fresh page. */
  reset() {
    set(IDLE);
  },
};

/** The media export's state, re-rendering on change. */
export const useMediaExport = () =>
  useSyncExternalStore(mediaExport.subscribe, mediaExport.get, mediaExport.get);
