import { isFranchise } from '@kits/contract';
import { Navigate, Outlet } from 'react-router';
import { useStores } from '@/api/get-stores';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';

/**
 * Pages for franchise users only (docs/rules.md#spec-2: retail outlets, sales ranking; docs/rules.md#franchise: more than one
 * retail outlet). Others go home. Sits inside RequireAuth, so the user is logged in.
 */
export function RequireFranchise() {
  const stores = useStores();
  if (stores.isPending) return <PageSpinner />;
  if (stores.isError) throw stores.error;
  if (!isFranchise(stores.data.filter((s) => s.is_retail).length))
    return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
