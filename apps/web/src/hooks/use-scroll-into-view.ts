import { useEffect, useRef } from 'react';

/**
 * A ref for the panel of the row picked from a list (a product's pictures or form, an outlet's
 * shelves): the panel scrolls smoothly into view, its top first, whenever `pickedId` becomes
 * another id; `null` (nothing picked) leaves the page where it is.
 */
export function useScrollIntoView<T extends HTMLElement = HTMLDivElement>(pickedId: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (pickedId !== null) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [pickedId]);
  return ref;
}
