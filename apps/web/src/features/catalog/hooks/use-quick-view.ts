import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The query parameter naming the product whose quick view is open (its code). */
export const QUICK_VIEW_PARAM = 'view';

/** History state of the entry that opening a quick view pushed: Back closes it, the page keeps its scroll. */
export const QUICK_VIEW_STATE = { quickView: true, keepScroll: true } as const;

/**
 * The catalogue's quick view in the address (docs/rules.md#quick-view): `?view=<code>` names the
 * product shown in the drawer. Opening pushes a history entry (so the browser's Back closes it, and
 * the address can be shared); closing goes back when this tab pushed it, else drops the parameter in
 * place. The scroll stays where it was either way (`keepScroll`).
 */
export function useQuickView() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const code = params.get(QUICK_VIEW_PARAM);
  const pushed = (location.state as { quickView?: boolean } | null)?.quickView === true;

  const open = useCallback(
    (productCode: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(QUICK_VIEW_PARAM, productCode);
          return next;
        },
        { state: QUICK_VIEW_STATE, preventScrollReset: true },
      ),
    [setParams],
  );

  const close = useCallback(() => {
    if (pushed) return void navigate(-1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(QUICK_VIEW_PARAM);
        return next;
      },
      { replace: true, state: { keepScroll: true }, preventScrollReset: true },
    );
  }, [pushed, navigate, setParams]);

  return { code, open, close };
}
