ALTER TABLE "sales" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_store_external" ON "sales" USING btree ("store_id","external_id") WHERE external_id is not null;--> statement-breakpoint
-- Sales lines come from outside now (recordSales, docs/rules.md#sales-writer): a line sent again
-- with its external id and other figures is an UPDATE, and a line of nothing (0 units, 0.00) can
-- arrive. 0007's sales_rollups_add is replaced by one that first sums the deltas per outlet,
-- product and day and drops the sums that are zero: a line of nothing no longer leaves a zero row
-- in the rollups (the rebuild never writes one: docs/rules.md#sales-rollups), and an update that
-- leaves a line's figures as they were writes no rollup row (no revision moves). Otherwise as 0007.
CREATE OR REPLACE FUNCTION sales_rollups_add(
  p_store integer[], p_product integer[], p_day date[], p_units integer[], p_revenue numeric[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  d_store integer[];
  d_product integer[];
  d_day date[];
  d_units integer[];
  d_revenue numeric[];
  subtracts boolean;
BEGIN
  IF p_store IS NULL OR cardinality(p_store) = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg(store_id), array_agg(product_id), array_agg(sold_on), array_agg(units),
    array_agg(revenue), bool_or(units < 0 OR revenue < 0)
  INTO d_store, d_product, d_day, d_units, d_revenue, subtracts
  FROM (
    SELECT d.store_id, d.product_id, d.sold_on, sum(d.units)::integer AS units, sum(d.revenue) AS revenue
    FROM unnest(p_store, p_product, p_day, p_units, p_revenue) AS d(store_id, product_id, sold_on, units, revenue)
    GROUP BY 1, 2, 3
    HAVING sum(d.units) <> 0 OR sum(d.revenue) <> 0
  ) sums;
  IF d_store IS NULL THEN
    RETURN;
  END IF;
  WITH delta AS (
    SELECT * FROM unnest(d_store, d_product, d_day, d_units, d_revenue)
      AS d(store_id, product_id, sold_on, units, revenue)
  ), daily AS (
    INSERT INTO sales_daily AS t (store_id, product_id, sold_on, units, revenue)
    SELECT store_id, product_id, sold_on, units, revenue FROM delta
    ON CONFLICT (store_id, product_id, sold_on) DO UPDATE
      SET units = t.units + excluded.units, revenue = t.revenue + excluded.revenue
    RETURNING 1
  ), store_daily AS (
    INSERT INTO sales_store_daily AS t (store_id, sold_on, units, revenue)
    SELECT store_id, sold_on, sum(units), sum(revenue) FROM delta GROUP BY 1, 2
    ON CONFLICT (store_id, sold_on) DO UPDATE
      SET units = t.units + excluded.units, revenue = t.revenue + excluded.revenue
    RETURNING 1
  ), category_daily AS (
    INSERT INTO sales_category_daily AS t (category_id, sold_on, store_id, units, revenue)
    SELECT r.root, d.sold_on, d.store_id, sum(d.units), sum(d.revenue)
    FROM delta d JOIN products p ON p.id = d.product_id JOIN category_roots() r ON r.id = p.category_id
    GROUP BY 1, 2, 3
    ON CONFLICT (category_id, sold_on, store_id) DO UPDATE
      SET units = t.units + excluded.units, revenue = t.revenue + excluded.revenue
    RETURNING 1
  ), product_monthly AS (
    INSERT INTO sales_product_monthly AS t (version, month, product_id, currency, units, revenue)
    SELECT s.version, date_trunc('month', d.sold_on)::date, d.product_id, s.currency,
      sum(d.units), sum(d.revenue)
    FROM delta d JOIN stores s ON s.id = d.store_id
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (version, month, product_id, currency) DO UPDATE
      SET units = t.units + excluded.units, revenue = t.revenue + excluded.revenue
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM daily) + (SELECT count(*) FROM store_daily)
    + (SELECT count(*) FROM category_daily) + (SELECT count(*) FROM product_monthly) INTO n;
  IF subtracts THEN
    DELETE FROM sales_daily t USING unnest(d_store, d_product, d_day) AS d(store_id, product_id, sold_on)
      WHERE t.store_id = d.store_id AND t.product_id = d.product_id AND t.sold_on = d.sold_on
        AND t.units = 0 AND t.revenue = 0;
    DELETE FROM sales_store_daily t USING unnest(d_store, d_day) AS d(store_id, sold_on)
      WHERE t.store_id = d.store_id AND t.sold_on = d.sold_on AND t.units = 0 AND t.revenue = 0;
    DELETE FROM sales_category_daily t USING unnest(d_store, d_day) AS d(store_id, sold_on)
      WHERE t.store_id = d.store_id AND t.sold_on = d.sold_on AND t.units = 0 AND t.revenue = 0;
    DELETE FROM sales_product_monthly t USING unnest(d_product, d_day) AS d(product_id, sold_on)
      WHERE t.product_id = d.product_id AND t.month = date_trunc('month', d.sold_on)::date
        AND t.units = 0 AND t.revenue = 0;
  END IF;
END
$$;
