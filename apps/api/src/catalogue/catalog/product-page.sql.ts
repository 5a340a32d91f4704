import { type SQL, sql } from 'drizzle-orm';
import type { StoreScope, ViewScope } from '../../context/request-context';
import { filterConditions, type ProductSort, sortParts, type ViewerFilter } from './product-filters.sql';

/**
 * Ids of one page of products for the filters and sorts that depend on the viewer (in stock,
 * recommendation for the store, favourites; sort by stock or sales): candidate ids chosen from the
 * snapshot (shared filters) are intersected here with the viewer's conditions, then sorted and
 * cut with limit/offset (docs/rules.md#catalogue-read-path).
 */
export function productIdsQuery(options: {
  filter: ViewerFilter;
  sort: ProductSort;
  scope: StoreScope;
  limit: number;
  offset: number;
}): SQL {
  const { filter, sort, scope, limit, offset } = options;
  const { joins, orderBy } = sortParts(sort, scope, filter);
  return sql`select p.id from products p ${joins}
    where ${filterConditions(filter, scope)}
    order by ${orderBy}
    limit ${limit} offset ${offset}`;
}

/** Count of the products matching the viewer's conditions (and the candidate ids, if any). */
export function productCountQuery(options: { filter: ViewerFilter; scope: ViewScope }): SQL {
  return sql`select count(*)::int as total from products p where ${filterConditions(options.filter, options.scope)}`;
}
