/**
 * The page links to show: first, last, and `radius` pages around the current one, with `null` for
 * a gap ("…"). `pageWindow(7, 20)` → [1, null, 5, 6, 7, 8, 9, null, 20].
 */
export function pageWindow(current: number, last: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  const from = Math.max(2, current - radius);
  const to = Math.min(last - 1, current + radius);
  pages.push(1);
  if (from > 2) pages.push(from === 3 ? 2 : null);
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < last - 1) pages.push(to === last - 2 ? last - 1 : null);
  if (last > 1) pages.push(last);
  return pages;
}
