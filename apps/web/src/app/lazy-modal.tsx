import { type ComponentType, lazy, Suspense, useState } from 'react';

type ModalProps = { show: boolean; onHide: () => void };

/**
 * A modal whose code loads the first time it opens (`load` imports its module and answers the
 * modal), so browsing never fetches it; it stays mounted afterwards so closing animates.
 */
export function lazyModal(load: () => Promise<ComponentType<ModalProps>>): ComponentType<ModalProps> {
  const Modal = lazy(async () => ({ default: await load() }));
  return function LazyModal({ show, onHide }: ModalProps) {
    const [opened, setOpened] = useState(show);
    if (show && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Modal show={show} onHide={onHide} />
      </Suspense>
    );
  };
}
