import type { User } from '@kits/contract';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useMe } from '@/api/get-me';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { REDIRECT_PARAM, redirectAfterLogin, rememberedPath } from '../utils/redirect';

type Gate = 'pending' | 'guest' | User;

/** The current user, 'guest', or 'pending' while /auth/me is in flight. A failed call goes to the error page. */
function useGate(): Gate {
  const me = useMe();
  if (me.isPending) return 'pending';
  if (me.isError) throw me.error;
  return me.data ?? 'guest';
}

/** To /login, remembering where the visitor wanted to go (docs/rules.md#auth-flow). */
function ToLogin() {
  const location = useLocation();
  return <Navigate to={paths.login.getHref(rememberedPath(location))} replace />;
}

/** Pages that need a logged-in user: a guest goes to /login (docs/rules.md#auth-flow). */
export function RequireAuth() {
  const gate = useGate();
  if (gate === 'pending') return <PageSpinner />;
  if (gate === 'guest') return <ToLogin />;
  return <Outlet />;
}

/**
 * Role guards of docs/rules.md#route-guards: a guest goes to /login, a user without the role goes to /.
 * `allow` is one of the contract's role predicates (`isManager` for the staff guard,
 * `isWarehouseLevel` for the warehouse guard).
 */
export function RequireRole({ allow }: { allow: (user: User) => boolean }) {
  const gate = useGate();
  if (gate === 'pending') return <PageSpinner />;
  if (gate === 'guest') return <ToLogin />;
  if (!allow(gate)) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}

/**
 * Guest-only pages (login): a visitor already logged in is sent home (docs/rules.md#spec-2), or to the path
 * remembered in `?redirect=` when it is safe (docs/rules.md#spec-5). This is also how a fresh login leaves the
 * page: the user lands in the cache and this guard moves on, so there is one place that decides.
 */
export function GuestOnly() {
  const gate = useGate();
  const [params] = useSearchParams();
  if (gate === 'pending') return <PageSpinner />;
  if (gate !== 'guest') return <Navigate to={redirectAfterLogin(params.get(REDIRECT_PARAM))} replace />;
  return <Outlet />;
}
