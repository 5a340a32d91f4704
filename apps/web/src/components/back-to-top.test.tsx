// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { BACK_TO_TOP_AFTER, BackToTop } from './back-to-top';

await setupWebTest('ru');

/** Scrolls the window to `y` px as the browser would: the position, then a scroll event. */
const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });

const button = () => screen.queryByRole('button', { name: 'Наверх' });

describe('back-to-top button (docs/rules.md#screen-elements)', () => {
  afterEach(() => {
    window.scrollY = 0;
    vi.restoreAllMocks();
  });

  it('appears only once the page is scrolled down, and goes again back at the top', () => {
    render(<BackToTop />);
    expect(button()).toBeNull();
    scrollTo(BACK_TO_TOP_AFTER);
    expect(button()).toBeNull();
    scrollTo(BACK_TO_TOP_AFTER + 1);
    expect(button()).toBeInTheDocument();
    scrollTo(0);
    expect(button()).toBeNull();
  });

  it('is there at once when the page opens already scrolled', () => {
    window.scrollY = 2000;
    render(<BackToTop />);
    expect(button()).toBeInTheDocument();
  });

  it('scrolls the window back to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTop />);
    scrollTo(1500);
    await userEvent.click(button()!);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('sits above a bar of primary actions at the bottom of the window (the basket footer), never over it', () => {
    render(
      <>
        <div data-bottom-bar data-testid="bar" />
        <BackToTop />
      </>,
    );
    const bar = screen.getByTestId('bar');
    // The bar stuck to the bottom edge, 56 px high.
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight - 56, width: 390, height: 56 }),
    );
    scrollTo(1500);
    expect(button()).toHaveStyle({ transform: 'translateY(-56px)' });
    // Scrolled where the bar is off the bottom edge: the corner is free again.
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 100, width: 390, height: 56 }),
    );
    scrollTo(1600);
    expect(button()!.style.transform).toBe('');
  });
});
