// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_POSITIONS_KEY, useScrollRestoration } from './use-scroll-restoration';

let navigate: NavigateFunction;
function Root() {
  useScrollRestoration();
  navigate = useNavigate();
  return <p id="reviews">reviews</p>;
}

/** The hook's root at `path` in a memory router. */
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Root />
    </MemoryRouter>,
  );

/** The window scrolled to `y`, as the browser reports it. */
function scrollBy(y: number) {
  window.scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll across navigations (root layout)', () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();
  const jsdomScrollIntoView = Element.prototype.scrollIntoView;
  beforeEach(() => {
    vi.stubGlobal('scrollTo', scrollTo);
    Element.prototype.scrollIntoView = scrollIntoView;
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Element.prototype.scrollIntoView = jsdomScrollIntoView;
    window.scrollY = 0;
    scrollTo.mockReset();
    scrollIntoView.mockClear();
  });

  it('starts a new page at the top and returns to the left position on back and forward', async () => {
    renderAt('/catalog');
    scrollBy(1200);
    await act(() => navigate('/catalog/paints/K-1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(300);
    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    await act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    await act(() => navigate('/catalog?page=2', { replace: true }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('follows a page drawn in steps until the saved position can be reached', async () => {
    let pageBottom = Number.POSITIVE_INFINITY;
    scrollTo.mockImplementation((_x: number, y: number) => {
      window.scrollY = Math.min(y, pageBottom);
    });
    let grew = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          grew = callback;
        }
        observe() {}
        disconnect() {
          grew = () => {};
        }
      },
    );
    renderAt('/catalog');
    scrollBy(3000);
    await act(() => navigate('/orders'));
    pageBottom = 800; // the catalogue's first rows only, when it is drawn again
    await act(() => navigate(-1));
    expect(window.scrollY).toBe(800);
    pageBottom = 2000;
    grew();
    expect(window.scrollY).toBe(2000);
    pageBottom = 5000;
    grew();
    expect(window.scrollY).toBe(3000);
    scrollTo.mockClear(); // reached: it stopped following
    grew();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the element a #fragment names, and saves the positions for a reload of the tab', async () => {
    const view = renderAt('/catalog');
    await act(() => navigate('/catalog/paints/K-1#reviews'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    scrollBy(640);
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY)!))).toContain(640);
    view.unmount();
  });
});
