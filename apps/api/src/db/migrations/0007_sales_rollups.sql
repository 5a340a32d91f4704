CREATE TABLE "sales_category_daily" (
	"category_id" integer NOT NULL,
	"sold_on" date NOT NULL,
	"store_id" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	CONSTRAINT "sales_category_daily_category_id_sold_on_store_id_pk" PRIMARY KEY("category_id","sold_on","store_id")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sold_on" date NOT NULL,
	"units" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	CONSTRAINT "sales_daily_store_id_product_id_sold_on_pk" PRIMARY KEY("store_id","product_id","sold_on")
);
--> statement-breakpoint
CREATE TABLE "sales_product_monthly" (
	"version" text NOT NULL,
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"units" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	CONSTRAINT "sales_product_monthly_version_month_product_id_currency_pk" PRIMARY KEY("version","month","product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "sales_store_daily" (
	"store_id" integer NOT NULL,
	"sold_on" date NOT NULL,
	"units" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	CONSTRAINT "sales_store_daily_store_id_sold_on_pk" PRIMARY KEY("store_id","sold_on")
);
--> statement-breakpoint
CREATE INDEX "sales_category_daily_day" ON "sales_category_daily" USING btree ("sold_on");--> statement-breakpoint
CREATE INDEX "sales_daily_product_day" ON "sales_daily" USING btree ("product_id","sold_on","store_id","units");--> statement-breakpoint
CREATE INDEX "sales_daily_day" ON "sales_daily" USING btree ("sold_on");--> statement-breakpoint
CREATE INDEX "sales_store_daily_day" ON "sales_store_daily" USING btree ("sold_on","store_id","units","revenue");--> statement-breakpoint
-- Sales rollups (docs/rules.md#sales-rollups, decision 0022): kept in step with `sales` by the
-- statement triggers below, in the writer's transaction; `sales_rollups_rebuild()` recomputes them.
-- The top-level category of every category (the tree is walked once per statement).
CREATE FUNCTION category_roots() RETURNS TABLE (id integer, root integer) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE r AS (
    SELECT c.id, c.id AS root FROM categories c WHERE c.parent_id IS NULL
    UNION ALL
    SELECT c.id, r.root FROM categories c JOIN r ON c.parent_id = r.id
  )
  SELECT r.id, r.root FROM r
$$;
--> statement-breakpoint
-- Adds signed deltas (one element per sales line: outlet, product, day, units, revenue) to every
-- rollup, then drops the rows a subtraction brought to zero.
CREATE FUNCTION sales_rollups_add(
  p_store integer[], p_product integer[], p_day date[], p_units integer[], p_revenue numeric[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  IF p_store IS NULL OR cardinality(p_store) = 0 THEN
    RETURN;
  END IF;
  WITH delta AS (
    SELECT * FROM unnest(p_store, p_product, p_day, p_units, p_revenue)
      AS d(store_id, product_id, sold_on, units, revenue)
  ), daily AS (
    INSERT INTO sales_daily AS t (store_id, product_id, sold_on, units, revenue)
    SELECT store_id, product_id, sold_on, sum(units), sum(revenue) FROM delta GROUP BY 1, 2, 3
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
  IF EXISTS (SELECT 1 FROM unnest(p_units, p_revenue) AS d(units, revenue) WHERE units < 0 OR revenue < 0) THEN
    DELETE FROM sales_daily t USING unnest(p_store, p_product, p_day) AS d(store_id, product_id, sold_on)
      WHERE t.store_id = d.store_id AND t.product_id = d.product_id AND t.sold_on = d.sold_on
        AND t.units = 0 AND t.revenue = 0;
    DELETE FROM sales_store_daily t USING unnest(p_store, p_day) AS d(store_id, sold_on)
      WHERE t.store_id = d.store_id AND t.sold_on = d.sold_on AND t.units = 0 AND t.revenue = 0;
    DELETE FROM sales_category_daily t USING unnest(p_store, p_day) AS d(store_id, sold_on)
      WHERE t.store_id = d.store_id AND t.sold_on = d.sold_on AND t.units = 0 AND t.revenue = 0;
    DELETE FROM sales_product_monthly t USING unnest(p_product, p_day) AS d(product_id, sold_on)
      WHERE t.product_id = d.product_id AND t.month = date_trunc('month', d.sold_on)::date
        AND t.units = 0 AND t.revenue = 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sales_rollups_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollups_add(array_agg(store_id), array_agg(product_id), array_agg(sold_on),
    array_agg(quantity), array_agg(amount)) FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sales_rollups_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollups_add(array_agg(store_id), array_agg(product_id), array_agg(sold_on),
    array_agg(-quantity), array_agg(-amount)) FROM old_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sales_rollups_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollups_add(array_agg(store_id), array_agg(product_id), array_agg(sold_on),
    array_agg(units), array_agg(revenue))
  FROM (
    SELECT store_id, product_id, sold_on, -quantity AS units, -amount AS revenue FROM old_rows
    UNION ALL
    SELECT store_id, product_id, sold_on, quantity, amount FROM new_rows
  ) d;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sales_rollups_insert AFTER INSERT ON sales REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_on_insert();
--> statement-breakpoint
CREATE TRIGGER sales_rollups_delete AFTER DELETE ON sales REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_on_delete();
--> statement-breakpoint
CREATE TRIGGER sales_rollups_update AFTER UPDATE ON sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_on_update();
--> statement-breakpoint
-- The category rollup from sales_daily (after a product changed category or a category moved).
CREATE FUNCTION sales_category_rollup_rebuild(p_products integer[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_products IS NULL THEN
    DELETE FROM sales_category_daily;
    INSERT INTO sales_category_daily (category_id, sold_on, store_id, units, revenue)
    SELECT r.root, d.sold_on, d.store_id, sum(d.units), sum(d.revenue)
    FROM sales_daily d JOIN products p ON p.id = d.product_id JOIN category_roots() r ON r.id = p.category_id
    GROUP BY 1, 2, 3;
  ELSE
    -- Only the (outlet, day) pairs those products sold on change: recompute exactly those.
    CREATE TEMP TABLE IF NOT EXISTS rollup_touched (store_id integer, sold_on date) ON COMMIT DROP;
    DELETE FROM rollup_touched;
    INSERT INTO rollup_touched SELECT DISTINCT store_id, sold_on FROM sales_daily WHERE product_id = ANY (p_products);
    DELETE FROM sales_category_daily t USING rollup_touched x WHERE t.store_id = x.store_id AND t.sold_on = x.sold_on;
    INSERT INTO sales_category_daily (category_id, sold_on, store_id, units, revenue)
    SELECT r.root, d.sold_on, d.store_id, sum(d.units), sum(d.revenue)
    FROM rollup_touched x JOIN sales_daily d ON d.store_id = x.store_id AND d.sold_on = x.sold_on
      JOIN products p ON p.id = d.product_id JOIN category_roots() r ON r.id = p.category_id
    GROUP BY 1, 2, 3;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sales_rollups_on_product_category() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
BEGIN
  SELECT array_agg(n.id) INTO moved FROM new_products n JOIN old_products o ON o.id = n.id
    WHERE o.category_id IS DISTINCT FROM n.category_id;
  IF moved IS NOT NULL THEN
    PERFORM sales_category_rollup_rebuild(moved);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sales_rollups_product_category AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_on_product_category();
--> statement-breakpoint
CREATE FUNCTION sales_rollups_on_category_parent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_categories n JOIN old_categories o ON o.id = n.id
      WHERE o.parent_id IS DISTINCT FROM n.parent_id) THEN
    PERFORM sales_category_rollup_rebuild();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sales_rollups_category_parent AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_categories NEW TABLE AS new_categories
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_on_category_parent();
--> statement-breakpoint
-- Every rollup recomputed from the sales lines (`npm run db:rollups`, the seed after its bulk load).
CREATE FUNCTION sales_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_daily;
  DELETE FROM sales_store_daily;
  DELETE FROM sales_product_monthly;
  INSERT INTO sales_daily (store_id, product_id, sold_on, units, revenue)
  SELECT store_id, product_id, sold_on, sum(quantity), sum(amount) FROM sales GROUP BY 1, 2, 3
  HAVING sum(quantity) <> 0 OR sum(amount) <> 0;
  INSERT INTO sales_store_daily (store_id, sold_on, units, revenue)
  SELECT store_id, sold_on, sum(units), sum(revenue) FROM sales_daily GROUP BY 1, 2;
  INSERT INTO sales_product_monthly (version, month, product_id, currency, units, revenue)
  SELECT s.version, date_trunc('month', d.sold_on)::date, d.product_id, s.currency, sum(d.units), sum(d.revenue)
  FROM sales_daily d JOIN stores s ON s.id = d.store_id GROUP BY 1, 2, 3, 4;
  PERFORM sales_category_rollup_rebuild();
END
$$;
