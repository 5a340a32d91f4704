import { Outlet } from 'react-router';

/** Spec §2 Layouts, empty: the page and nothing else (full-screen pages). */
export function EmptyLayout() {
  return <Outlet />;
}
