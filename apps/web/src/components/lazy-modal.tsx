import type { JSX } from 'react';
import { type ComponentType, Suspense, useState } from 'react';
import { withPageTexts } from '@/lib/i18n';
import { lazyWithPreload } from './lazy-with-preload';

type IntrinsicAttributes = JSX.IntrinsicAttributes;

type Shown<P> = (props: P) => boolean;
const byShowProp = <P,>(props: P) => (props as { show?: boolean }).show === true;

/**
 * A modal whose code loads the first time it opens (`load` imports its module and answers the
 * modal; the Russian namespaces `namespaces` the entry does not ship come with it, `withPageTexts`), so browsing never
 * fetches it; it stays mounted afterwards so closing animates. `isShown` tells from the props
 * whether it is open (default: `show`). `preload()` starts the download ahead, for a trigger's
 * hover or focus, so the first open does not wait (decisions 0030, 0034).
 */
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isShown: Shown<P> = byShowProp,
  namespaces: readonly string[] = [],
) {
  const { Lazy: Modal, preload } = lazyWithPreload(() => withPageTexts(load, namespaces));
  function LazyModal(props: P) {
    const [opened, setOpened] = useState(() => isShown(props));
    if (isShown(props) && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...(props as P & IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(LazyModal, { preload: () => void preload() });
}
