CREATE TABLE "user_revisions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_revision" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "viewer_revision_one_row" CHECK ("viewer_revision"."one")
);
--> statement-breakpoint
-- What a cached catalogue answer depends on beyond the shared catalogue (docs/rules.md#catalogue-answers,
-- decision 0033): `viewer_revision` for the tables every viewer's part reads, `user_revisions` for one
-- user's basket and favourites. Both are bumped by DEFERRED constraint triggers, i.e. at commit, after
-- every row lock the transaction takes: a bump taken mid-transaction would hold the one row while the
-- writer goes on to lock stock rows, and two such writers could deadlock. A transaction bumps each
-- revision once (a transaction-local setting remembers it). Values come from one sequence, never reused.
CREATE SEQUENCE viewer_revision_seq;
--> statement-breakpoint
INSERT INTO viewer_revision (one, revision) VALUES (true, nextval('viewer_revision_seq'));
--> statement-breakpoint
CREATE FUNCTION viewer_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kits.viewer_revision_bumped', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('kits.viewer_revision_bumped', 'yes', true);
    UPDATE viewer_revision SET revision = nextval('viewer_revision_seq');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TG_ARGV[0]: how to find the user of the row ('user' = its user_id, 'basket' = its basket's user).
CREATE FUNCTION user_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_ARGV[0] = 'basket' AND TG_OP = 'DELETE' THEN
    SELECT b.user_id INTO changed FROM baskets b WHERE b.id = OLD.basket_id;
  ELSIF TG_ARGV[0] = 'basket' THEN
    SELECT b.user_id INTO changed FROM baskets b WHERE b.id = NEW.basket_id;
  ELSIF TG_OP = 'DELETE' THEN
    changed := OLD.user_id;
  ELSE
    changed := NEW.user_id;
  END IF;
  -- A basket deleted with its lines: the basket's own trigger bumps its user.
  IF changed IS NULL OR current_setting('kits.user_revision_' || changed, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('kits.user_revision_' || changed, 'yes', true);
  INSERT INTO user_revisions (user_id, revision) VALUES (changed, nextval('viewer_revision_seq'))
  ON CONFLICT (user_id) DO UPDATE SET revision = excluded.revision;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION viewer_revision_bump_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE viewer_revision SET revision = nextval('viewer_revision_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['stock', 'orders', 'order_lines', 'sales_daily', 'user_stores', 'stores',
    'smart_recommendations', 'capacities', 'shelf_stock', 'shelf_stock_dirty'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER viewer_revision_%s AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION viewer_revision_bump()', t, t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['stock', 'orders', 'order_lines', 'sales_daily', 'user_stores', 'stores',
    'smart_recommendations', 'capacities', 'shelf_stock', 'shelf_stock_dirty', 'baskets', 'basket_lines',
    'favourites'] LOOP
    EXECUTE format('CREATE TRIGGER viewer_revision_%s_truncate AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION viewer_revision_bump_on_truncate()', t, t);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_revision_baskets AFTER INSERT OR UPDATE OR DELETE ON baskets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_revision_bump('user');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_revision_basket_lines AFTER INSERT OR UPDATE OR DELETE ON basket_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_revision_bump('basket');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_revision_favourites AFTER INSERT OR UPDATE OR DELETE ON favourites
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_revision_bump('user');
