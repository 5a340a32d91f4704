import { useSyncExternalStore } from 'react';

/** docs/rules.md#spec-9: a full media export takes 5-20 minutes; after the longest, the banner goes by itself. */
export const MEDIA_EXPORT_MINUTES = { min: 5, max: 20 } as const;
const MAX_MS = MEDIA_EXPORT_MINUTES.max * 60_000;
const STORAGE_KEY = 'media.exporting';

export type MediaExportState = {
  /** The exporting-all-media flag (docs/rules.md#local-state): the banner shows while it is set. */
  exporting: boolean;
  /** The media-export alert (docs/rules.md#spec-2): shown when an export starts, until the user closes it. */
  alertOpen: boolean;
};

type Listener = () => void;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The browser downloads the archive itself (an anchor download), so the page can't see it end: the
 * flag holds for the longest export time (docs/rules.md#spec-9: 20 minutes) or until the user closes the banner.
 * Its start time is kept in sessionStorage so a reload of the tab keeps the banner.
 */
function initial(): MediaExportState {
  const started = Number(readStorage() ?? Number.NaN);
  const running = Number.isFinite(started) && Date.now() - started < MAX_MS;
  if (running) schedule(MAX_MS - (Date.now() - started));
  return { exporting: running, alertOpen: false };
}

let state: MediaExportState = { exporting: false, alertOpen: false };
let loaded = false;

function set(next: Partial<MediaExportState>) {
  state = { ...current(), ...next };
  for (const listener of listeners) listener();
}
function current(): MediaExportState {
  if (!loaded) {
    loaded = true;
    state = initial();
  }
  return state;
}
function schedule(ms: number) {
  clearTimeout(timer);
  timer = setTimeout(() => mediaExport.finish(), ms);
}
function readStorage(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
function writeStorage(value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    /* storage off: the flag lives for this page only */
  }
}

/** The media export's local state and its transitions. */
export const mediaExport = {
  get: current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An export started: the flag is set and the alert opens. */
  start() {
    writeStorage(String(Date.now()));
    schedule(MAX_MS);
    set({ exporting: true, alertOpen: true });
  },
  /** The alert is closed; the download goes on (docs/rules.md#spec-2). */
  dismissAlert() {
    set({ alertOpen: false });
  },
  /** The export ended (failed, or the user closed the banner, or the longest time passed). */
  finish() {
    clearTimeout(timer);
    writeStorage(null);
    set({ exporting: false, alertOpen: false });
  },
  /** Tests: back to a fresh page. */
  reset() {
    clearTimeout(timer);
    writeStorage(null);
    loaded = false;
    state = { exporting: false, alertOpen: false };
    for (const listener of listeners) listener();
  },
};

/** The media export's state, re-rendering on change. */
export const useMediaExport = () =>
  useSyncExternalStore(mediaExport.subscribe, mediaExport.get, mediaExport.get);
