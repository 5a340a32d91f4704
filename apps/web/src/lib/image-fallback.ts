import type { SyntheticEvent } from 'react';

/** The picture shown when a product image is missing or fails to load (docs/rules.md#spec-8). In apps/web/public. */
export const NOT_FOUND_IMAGE = '/not-found.svg';

/** `onError` of a product <img>: swaps in the not-found picture once (no loop if that fails too). */
export function fallBackToNotFound(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.dataset.fallback) return;
  img.dataset.fallback = '1';
  img.srcset = '';
  img.src = NOT_FOUND_IMAGE;
}
