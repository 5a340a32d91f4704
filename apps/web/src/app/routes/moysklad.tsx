import { MoyskladPage } from '@/features/moysklad/components/moysklad-page';

/** /services/moysklad (admin): connect the МойСклад account, map it, run and watch its syncs (docs/moysklad.md). */
export function MoyskladRoute() {
  return <MoyskladPage />;
}
