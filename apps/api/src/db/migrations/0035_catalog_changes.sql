CREATE TABLE "catalog_changes" (
	"seq" bigint NOT NULL,
	"product_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_revision" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_revision" ADD COLUMN "pruned_to" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_changes_seq" ON "catalog_changes" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "products_name_ru" ON "products" USING btree ("name_ru","code");--> statement-breakpoint
CREATE INDEX "products_name_en" ON "products" USING btree ("name_en","code");--> statement-breakpoint
-- Which products a change of the shared catalogue touched (docs/rules.md#snapshot-patch, decision
-- 0041), so a process patches its snapshot for those products instead of reading everything again.
-- Every recorded change takes the next `seq` under catalog_revision's row lock (held to commit), so
-- `seq` order is commit order: a reader whose snapshot is at seq S finds exactly the changes it
-- lacks as the rows with seq > S. `revision` still moves with every change and stays the equality
-- key of snapshots and kept answers. When the row is missing (a reset truncated it) a new run of
-- seq starts far above the old one with everything before it marked pruned, so no snapshot is
-- patched across a reset.
-- From the first recorded change on, catalog_revision's row is locked to the commit, exactly as
-- migration 0011's bump did.
UPDATE catalog_revision SET seq = nextval('catalog_revision_seq'), pruned_to = currval('catalog_revision_seq');
--> statement-breakpoint
CREATE FUNCTION catalog_revision_next() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  s bigint;
BEGIN
  UPDATE catalog_revision SET revision = nextval('catalog_revision_seq'), seq = seq + 1 RETURNING seq INTO s;
  IF NOT FOUND THEN
    s := nextval('catalog_revision_seq');
    INSERT INTO catalog_revision (one, revision, seq, pruned_to) VALUES (true, s, s, s - 1)
    ON CONFLICT (one) DO UPDATE SET revision = nextval('catalog_revision_seq'), seq = catalog_revision.seq + 1
    RETURNING seq INTO s;
  END IF;
  RETURN s;
END
$$;
--> statement-breakpoint
-- One change: `ids` the products it touched; null (or more than 1000 of them) means "rebuild".
CREATE FUNCTION catalog_changes_record(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s bigint := catalog_revision_next();
BEGIN
  IF ids IS NULL OR cardinality(ids) > 1000 THEN
    INSERT INTO catalog_changes (seq, product_id) VALUES (s, NULL);
  ELSE
    INSERT INTO catalog_changes (seq, product_id) SELECT s, unnest(ids);
  END IF;
END
$$;
--> statement-breakpoint
-- Migration 0011's bump, kept for any caller: now a change of everything.
CREATE OR REPLACE FUNCTION catalog_revision_bump_now() RETURNS void LANGUAGE sql AS $$
  SELECT catalog_changes_record(NULL)
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_changes_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_changes_record(NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A statement's changed products from its transition tables. TG_ARGV[0]: which tables it has ('new',
-- 'old', or 'both' for an UPDATE); TG_ARGV[1]: how a row names its product ('id' for products,
-- 'product_id', 'network' for smart recommendations, of which only network-wide rows — store_id
-- null — are shared). PL/pgSQL plans a query only when it runs, so a branch naming a table the
-- trigger lacks is never planned; 'all' (hashtags, statuses, categories) records "rebuild". A
-- statement that changed no row records nothing.
CREATE FUNCTION catalog_changes_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_ARGV[1] = 'all' THEN
    IF TG_ARGV[0] = 'new' THEN
      IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM catalog_changes_record(NULL); END IF;
    ELSIF EXISTS (SELECT 1 FROM old_rows) THEN
      PERFORM catalog_changes_record(NULL);
    END IF;
    RETURN NULL;
  ELSIF TG_ARGV[1] = 'id' THEN
    IF TG_ARGV[0] = 'old' THEN
      SELECT array_agg(DISTINCT id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT id) INTO ids FROM new_rows;
    END IF;
  ELSIF TG_ARGV[1] = 'network' THEN
    IF TG_ARGV[0] = 'old' THEN
      SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows WHERE store_id IS NULL;
    ELSIF TG_ARGV[0] = 'new' THEN
      SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows WHERE store_id IS NULL;
    ELSE
      SELECT array_agg(DISTINCT r.product_id) INTO ids FROM (
        SELECT product_id, store_id FROM old_rows UNION ALL SELECT product_id, store_id FROM new_rows
      ) r WHERE r.store_id IS NULL;
    END IF;
  ELSE
    IF TG_ARGV[0] = 'old' THEN
      SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
    ELSIF TG_ARGV[0] = 'new' THEN
      SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
    ELSE
      SELECT array_agg(DISTINCT r.product_id) INTO ids FROM (
        SELECT product_id FROM old_rows UNION ALL SELECT product_id FROM new_rows
      ) r;
    END IF;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM catalog_changes_record(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'product_prices', 'media', 'product_properties', 'product_hashtags',
    'hashtags', 'product_statuses', 'statuses', 'categories', 'price_type_prices'] LOOP
    EXECUTE format('DROP TRIGGER catalog_revision_%s ON %I', t, t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['insert', 'update_new', 'update_old', 'delete', 'truncate'] LOOP
    EXECUTE format('DROP TRIGGER catalog_revision_recommendations_%s ON smart_recommendations', t);
  END LOOP;
  DROP FUNCTION catalog_revision_on_recommendations();
  DROP FUNCTION catalog_revision_bump();
  -- Per product: the rows' product (products: their id, which never changes).
  FOREACH t IN ARRAY ARRAY['products', 'product_prices', 'media', 'product_properties', 'product_hashtags',
    'product_statuses', 'price_type_prices', 'smart_recommendations'] LOOP
    EXECUTE format('CREATE TRIGGER catalog_changes_%s_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_of_rows(''new'', %L)', t, t,
      CASE t WHEN 'products' THEN 'id' WHEN 'smart_recommendations' THEN 'network' ELSE 'product_id' END);
    EXECUTE format('CREATE TRIGGER catalog_changes_%s_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows
      NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_of_rows(%L, %L)', t, t,
      CASE t WHEN 'products' THEN 'new' ELSE 'both' END,
      CASE t WHEN 'products' THEN 'id' WHEN 'smart_recommendations' THEN 'network' ELSE 'product_id' END);
    EXECUTE format('CREATE TRIGGER catalog_changes_%s_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_of_rows(''old'', %L)', t, t,
      CASE t WHEN 'products' THEN 'id' WHEN 'smart_recommendations' THEN 'network' ELSE 'product_id' END);
    EXECUTE format('CREATE TRIGGER catalog_changes_%s_truncate AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_everything()', t, t);
  END LOOP;
  -- Hashtags and statuses: a new one is on no product yet; renaming or deleting one rewrites every
  -- product it is on. Categories: any change (a new slug, a name, a hidden subtree) rebuilds.
  FOREACH t IN ARRAY ARRAY['hashtags', 'statuses', 'categories'] LOOP
    IF t = 'categories' THEN
      CREATE TRIGGER catalog_changes_categories_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_of_rows('new', 'all');
    END IF;
    EXECUTE format('CREATE TRIGGER catalog_changes_%s_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_of_rows(''old'', ''all'')', t, t);
    EXECUTE format('CREATE TRIGGER catalog_changes_%s_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_of_rows(''old'', ''all'')', t, t);
    EXECUTE format('CREATE TRIGGER catalog_changes_%s_truncate AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_everything()', t, t);
  END LOOP;
END
$$;
