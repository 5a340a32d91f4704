// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { STICKY_HEAD_ATTR, tableFits, useStickyTableHead } from './use-sticky-table-head';

await setupWebTest('ru');

/** jsdom has no layout or ResizeObserver: widths are set by hand and the observer calls back at once. */
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    this.callback();
  }
  disconnect() {}
}

function Table() {
  const ref = useStickyTableHead();
  return (
    <div className="table-responsive" data-testid="wrapper">
      <table ref={ref}>
        <thead>
          <tr>
            <th>Код</th>
          </tr>
        </thead>
      </table>
    </div>
  );
}

function renderWithWidths(table: number, wrapper: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(table);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(wrapper);
  return render(<Table />).getByTestId('wrapper');
}

describe('useStickyTableHead', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('tells a table that fits its wrapper (1 px of rounding allowed) from one that scrolls sideways', () => {
    expect(tableFits({ offsetWidth: 1200 }, { clientWidth: 1200 })).toBe(true);
    expect(tableFits({ offsetWidth: 1201 }, { clientWidth: 1200 })).toBe(true);
    expect(tableFits({ offsetWidth: 1290 }, { clientWidth: 358 })).toBe(false);
  });

  it('marks the wrapper of a fitting table, so its header can stick under the navbar', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    expect(renderWithWidths(1200, 1296)).toHaveAttribute(STICKY_HEAD_ATTR);
  });

  it('leaves a table that scrolls sideways (a phone) in its scrolling wrapper', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    expect(renderWithWidths(960, 358)).not.toHaveAttribute(STICKY_HEAD_ATTR);
  });
});
