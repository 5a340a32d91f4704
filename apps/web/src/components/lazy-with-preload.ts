import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React's `lazy` whose download can also start ahead of the first render (a trigger's hover, the
 * login form): `preload()` and the first render share one `load()`. A failed load is forgotten, so
 * a later `preload()` tries again (the render itself rejects to the nearest error boundary).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Lazy: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<ComponentType<P>> } {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
  return { Lazy: lazy(async () => ({ default: await preload() })), preload };
}
