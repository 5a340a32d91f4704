CREATE TABLE "catalog_revision" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_revision_one_row" CHECK ("catalog_revision"."one")
);
--> statement-breakpoint
-- The catalogue's shared-data revision (docs/rules.md#catalogue-read-path, decision 0027). Every
-- statement that writes a table the per-process catalogue snapshot is built from bumps it in the
-- writer's transaction; a reader whose snapshot carries another revision rebuilds it first. The
-- value comes from a sequence no TRUNCATE restarts, so a revision is never reused: readers compare
-- for equality only. Stock, baskets, favourites, orders and sales are read fresh per request and
-- have no trigger here.
CREATE SEQUENCE catalog_revision_seq;
--> statement-breakpoint
INSERT INTO catalog_revision (one, revision) VALUES (true, nextval('catalog_revision_seq'));
--> statement-breakpoint
CREATE FUNCTION catalog_revision_bump_now() RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_revision (one, revision) VALUES (true, nextval('catalog_revision_seq'))
  ON CONFLICT (one) DO UPDATE SET revision = excluded.revision
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_revision_bump_now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Smart recommendations: only network-wide rows (store_id null) are shared; an outlet's own rows
-- are read per request, so recomputing them does not invalidate every process's snapshot. An update
-- is seen through both triggers (its old and its new rows).
-- The argument names the transition table the trigger has ('new' or 'old'): PL/pgSQL plans a
-- query only when it runs, so the branch of the other table is never planned.
CREATE FUNCTION catalog_revision_on_recommendations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'new' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE store_id IS NULL) THEN PERFORM catalog_revision_bump_now(); END IF;
  ELSIF EXISTS (SELECT 1 FROM old_rows WHERE store_id IS NULL) THEN
    PERFORM catalog_revision_bump_now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'product_prices', 'media', 'product_properties', 'product_hashtags',
    'hashtags', 'product_statuses', 'statuses', 'categories'] LOOP
    EXECUTE format('CREATE TRIGGER catalog_revision_%s AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump()', t, t);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_revision_recommendations_insert AFTER INSERT ON smart_recommendations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_on_recommendations('new');
--> statement-breakpoint
CREATE TRIGGER catalog_revision_recommendations_update_new AFTER UPDATE ON smart_recommendations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_on_recommendations('new');
--> statement-breakpoint
CREATE TRIGGER catalog_revision_recommendations_update_old AFTER UPDATE ON smart_recommendations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_on_recommendations('old');
--> statement-breakpoint
CREATE TRIGGER catalog_revision_recommendations_delete AFTER DELETE ON smart_recommendations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_on_recommendations('old');
--> statement-breakpoint
CREATE TRIGGER catalog_revision_recommendations_truncate AFTER TRUNCATE ON smart_recommendations
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
