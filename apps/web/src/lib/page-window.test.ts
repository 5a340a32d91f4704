import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('page links', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps around the pages near the current one', () => {
    expect(pageWindow(7, 20)).toEqual([1, null, 5, 6, 7, 8, 9, null, 20]);
    expect(pageWindow(1, 41)).toEqual([1, 2, 3, null, 41]);
    expect(pageWindow(41, 41)).toEqual([1, null, 39, 40, 41]);
  });

  it('shows a single skipped page as its number, not as a gap', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageWindow(17, 20)).toEqual([1, null, 15, 16, 17, 18, 19, 20]);
  });
});
