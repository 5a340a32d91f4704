// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressPhase } from './use-progress-phase';

describe('progress bar timing (docs/rules.md#progress-bar)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts only after the 200 ms throttle', () => {
    const { result } = renderHook(({ active }) => useProgressPhase(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe('idle');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('running');
  });

  it('never shows for work that ends inside the throttle', () => {
    const { result, rerender } = renderHook(({ active }) => useProgressPhase(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(150));
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('idle');
  });

  it('finishes, then hides 500 ms later', () => {
    const { result, rerender } = renderHook(({ active }) => useProgressPhase(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(300));
    rerender({ active: false });
    expect(result.current).toBe('finishing');
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('finishing');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('idle');
  });
});
