CREATE TABLE "shelf_stock" (
	"shelf_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"supplies" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelf_stock_dirty" (
	"store_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shelf_stock_store" ON "shelf_stock" USING btree ("store_id");--> statement-breakpoint
-- Units per shelf (docs/rules.md#shelf-stock, decision 0023). These triggers only MARK outlets
-- whose shelf_stock may have changed; the stores module recomputes marked outlets on the next read
-- with the one shelf rule (apps/api/src/rules/shelf.sql.ts) — the rule is never copied here.
-- Only outlets with shelves are marked (warehouse stock has none: an order send marks nothing).
CREATE FUNCTION shelf_stock_mark(p_stores integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO shelf_stock_dirty (store_id)
  SELECT DISTINCT s.id FROM unnest(p_stores) AS s(id)
  WHERE s.id IS NOT NULL AND EXISTS (SELECT 1 FROM capacities c WHERE c.store_id = s.id)
  ORDER BY s.id
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION shelf_stock_on_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shelf_stock_mark(array_agg(DISTINCT store_id)) FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION shelf_stock_on_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shelf_stock_mark(array_agg(DISTINCT store_id)) FROM old_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION shelf_stock_on_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shelf_stock_mark(array_agg(DISTINCT store_id))
  FROM (SELECT store_id FROM old_rows UNION SELECT store_id FROM new_rows) x;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shelf_stock_stock_insert AFTER INSERT ON stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_stock_on_new_rows();
--> statement-breakpoint
CREATE TRIGGER shelf_stock_stock_delete AFTER DELETE ON stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_stock_on_old_rows();
--> statement-breakpoint
CREATE TRIGGER shelf_stock_stock_update AFTER UPDATE ON stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_stock_on_changed_rows();
--> statement-breakpoint
CREATE TRIGGER shelf_stock_capacities_insert AFTER INSERT ON capacities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_stock_on_new_rows();
--> statement-breakpoint
-- A store whose last shelf is deleted is not marked (it has no shelves to read); its rows are
-- never joined again (readers start from capacities) and a refresh replaces them by shelf id.
CREATE TRIGGER shelf_stock_capacities_delete AFTER DELETE ON capacities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_stock_on_old_rows();
--> statement-breakpoint
CREATE TRIGGER shelf_stock_capacities_update AFTER UPDATE ON capacities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_stock_on_changed_rows();
--> statement-breakpoint
-- A product's shelf depends on its category, size and premium flag: every outlet stocking a
-- product whose one of these changed is marked.
CREATE FUNCTION shelf_stock_on_product_kind() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shelf_stock_mark(array_agg(DISTINCT st.store_id))
  FROM new_products n JOIN old_products o ON o.id = n.id
    JOIN stock st ON st.product_id = n.id
  WHERE o.category_id IS DISTINCT FROM n.category_id
    OR o.size IS DISTINCT FROM n.size
    OR o.is_premium IS DISTINCT FROM n.is_premium;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shelf_stock_product_kind AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_stock_on_product_kind();
--> statement-breakpoint
-- A category moved under another parent changes which shelves its products may stand on: every
-- outlet with shelves is marked.
CREATE FUNCTION shelf_stock_on_category_parent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_categories n JOIN old_categories o ON o.id = n.id
      WHERE o.parent_id IS DISTINCT FROM n.parent_id) THEN
    PERFORM shelf_stock_mark(array_agg(DISTINCT store_id)) FROM capacities;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shelf_stock_category_parent AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_categories NEW TABLE AS new_categories
  FOR EACH STATEMENT EXECUTE FUNCTION shelf_stock_on_category_parent();
--> statement-breakpoint
-- An existing database fills on its first read.
INSERT INTO shelf_stock_dirty (store_id) SELECT DISTINCT store_id FROM capacities;
