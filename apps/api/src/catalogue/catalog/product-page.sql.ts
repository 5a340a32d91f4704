import { type SQL, sql } from 'drizzle-orm';
import type { StoreScope } from '../../context/request-context';
import { filterConditions, type ProductSort, sortParts, type ViewerFilter } from './product-filters.sql';

/** One page of the viewer's filters and sorts: the filter, the sort, the viewer's stores and the rows wanted. */
export type ViewerPageQuery = {
  filter: ViewerFilter;
  sort: ProductSort;
  scope: StoreScope;
  limit: number;
  offset: number;
};

/**
 * Ids of one page of products for the filters and sorts that depend on the viewer (in stock,
 * recommendation for the store, favourites; sort by stock or sales): candidate ids chosen from the
 * snapshot (shared filters) are intersected here with the viewer's conditions, then sorted and
 * cut with limit/offset (docs/rules.md#catalogue-read-path).
 */
export function productIdsQuery(options: ViewerPageQuery): SQL {
  const { filter, sort, scope, limit, offset } = options;
  const { joins, orderBy } = sortParts(sort, scope, filter);
  return sql`select p.id from products p ${joins}
    where ${filterConditions(filter, scope)}
    order by ${orderBy}
    limit ${limit} offset ${offset}`;
}

/**
 * One page of the viewer's filters and sorts in ONE statement (one round trip): `ids`, the page's
 * product ids in sort order (`productIdsQuery`), and `total`, the count of all products matching
 * (the candidate ids, if any, and the viewer's conditions) — two subqueries, each planned as it
 * would be alone (an index-ordered scan may stop after the page; the count reads every match).
 */
export function productPageQuery(options: ViewerPageQuery): SQL {
  return sql`select array(${productIdsQuery(options)}) as ids,
    (select count(*)::int from products p where ${filterConditions(options.filter, options.scope)}) as total`;
}
