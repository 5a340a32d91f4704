CREATE TABLE "user_revisions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_revision" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"warehouse" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "viewer_revision_one_row" CHECK ("viewer_revision"."one")
);
--> statement-breakpoint
-- What a kept catalogue answer depends on beyond the shared catalogue (docs/rules.md#catalogue-answers,
-- decision 0033): `viewer_revision.revision` for the tables every viewer's part reads, its `warehouse`
-- for the main stores' stock rows (read live into every answer; only pages chosen or sorted by stock
-- depend on it), and `user_revisions` for one user's basket, favourites and (through migration 0014's rollup) orders. All are bumped by
-- DEFERRED constraint triggers, i.e. at commit, after every row lock the transaction takes: a bump
-- taken mid-transaction would hold the one row while the writer goes on to lock stock rows, and two
-- such writers could deadlock. A transaction bumps each revision once (a transaction-local setting
-- remembers it). Values come from one sequence, never reused: readers compare for equality only.
CREATE SEQUENCE viewer_revision_seq;
--> statement-breakpoint
INSERT INTO viewer_revision (one, revision, warehouse)
VALUES (true, nextval('viewer_revision_seq'), nextval('viewer_revision_seq'));
--> statement-breakpoint
-- TG_ARGV[0]: 'viewer' bumps the revision; 'stock' bumps `warehouse` for a row of a main store (the
-- warehouse stock of docs/rules.md#spec-9: stores 1 and 56) and the revision for any other row.
CREATE FUNCTION viewer_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  store integer;
  counter text := 'revision';
BEGIN
  IF TG_ARGV[0] = 'stock' THEN
    IF TG_OP = 'DELETE' THEN store := OLD.store_id; ELSE store := NEW.store_id; END IF;
    IF store IN (1, 56) THEN counter := 'warehouse'; END IF;
  END IF;
  IF current_setting('kits.viewer_revision_' || counter, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('kits.viewer_revision_' || counter, 'yes', true);
  IF counter = 'warehouse' THEN
    UPDATE viewer_revision SET warehouse = nextval('viewer_revision_seq');
  ELSE
    UPDATE viewer_revision SET revision = nextval('viewer_revision_seq');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TG_ARGV[0]: how to find the row's user ('user': its user_id, 'basket': its basket's).
CREATE FUNCTION user_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  row_of record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_of := OLD; ELSE row_of := NEW; END IF;
  IF TG_ARGV[0] = 'basket' THEN
    SELECT b.user_id INTO changed FROM baskets b WHERE b.id = row_of.basket_id;
  ELSE
    changed := row_of.user_id;
  END IF;
  -- A basket deleted with its lines: its own trigger bumps its user.
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
-- TRUNCATE has no rows to look at: every kept answer goes.
CREATE FUNCTION viewer_revision_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE viewer_revision SET revision = nextval('viewer_revision_seq'), warehouse = nextval('viewer_revision_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sales_daily', 'user_stores', 'stores', 'smart_recommendations', 'capacities',
    'shelf_stock', 'shelf_stock_dirty'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER viewer_revision_%s AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION viewer_revision_bump(''viewer'')', t, t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['stock', 'orders', 'order_lines', 'sales_daily', 'user_stores', 'stores',
    'smart_recommendations', 'capacities', 'shelf_stock', 'shelf_stock_dirty', 'baskets', 'basket_lines',
    'favourites'] LOOP
    EXECUTE format('CREATE TRIGGER viewer_revision_%s_truncate AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION viewer_revision_bump_all()', t, t);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER viewer_revision_stock AFTER INSERT OR UPDATE OR DELETE ON stock
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION viewer_revision_bump('stock');
--> statement-breakpoint
-- The user's own rows: baskets and favourites by their user_id, basket lines by their basket's. Orders
-- reach the pages through the user_order_units rollup (migration 0014), which has its own trigger.
DO $$
DECLARE pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[['baskets', 'user'], ['basket_lines', 'basket'], ['favourites', 'user']] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER user_revision_%s AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_revision_bump(%L)', pair[1], pair[1], pair[2]);
  END LOOP;
END
$$;
