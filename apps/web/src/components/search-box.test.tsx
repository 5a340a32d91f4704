// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

await setupWebTest('ru');

const renderBox = (value: string, onSearch = vi.fn(), busy = false) => {
  const view = render(
    <SearchBox value={value} onSearch={onSearch} label="Поиск" placeholder="Код или название" busy={busy} />,
  );
  return { ...view, onSearch, box: screen.getByRole('searchbox', { name: 'Поиск' }) };
};

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once the typing rested, replacing the history entry', () => {
    const { box, onSearch } = renderBox('');
    fireEvent.change(box, { target: { value: 'кот' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('кот', { replace: true });
  });

  it('searches at once on Enter as a step of its own, and not again when the typing rests', () => {
    const { box, onSearch } = renderBox('');
    fireEvent.change(box, { target: { value: 'AM-1 ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('AM-1 ', { replace: false });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a search applied from outside (back button) without searching it again', () => {
    const { rerender, box, onSearch } = renderBox('кот');
    rerender(<SearchBox value="пёс" onSearch={onSearch} label="Поиск" placeholder="Код или название" />);
    expect(box).toHaveValue('пёс');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows a spinner while a search is under way', () => {
    renderBox('', vi.fn(), true);
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
  });
});
