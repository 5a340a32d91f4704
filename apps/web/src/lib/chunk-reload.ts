import { CHUNK_RELOAD_GUARD_MS } from '@kits/contract';

/** sessionStorage key holding the time (ms) of the last reload made for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Is this a failed lazy load (a chunk missing after a deploy, a route module that did not load)?
 * Vite/Chromium, Firefox and Safari word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i.test(
      error.message,
    )
  );
}

/**
 * docs/rules.md#page-loading, docs/rules.md#spec-9: a chunk-load error reloads the page, at most once per 60 s.
 * Returns true (and records `now`) when a reload is allowed, false inside the guard window —
 * then the error page shows instead of a reload loop.
 */
export function claimChunkReload({
  now = Date.now(),
  storage = sessionStorage,
  guardMs = CHUNK_RELOAD_GUARD_MS,
}: {
  now?: number;
  storage?: KeyValueStorage;
  guardMs?: number;
} = {}): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < guardMs && now >= last) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/** Reloads the page for a chunk-load error when the guard allows; true when it reloads. */
export function reloadForChunkError(error: unknown, reload: () => void = () => window.location.reload()) {
  if (!isChunkLoadError(error) || !claimChunkReload()) return false;
  reload();
  return true;
}
