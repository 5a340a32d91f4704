CREATE TABLE "store_revisions" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
-- Revisions as narrow as what a viewer sees (docs/rules.md#catalogue-answers, decision 0033): an
-- outlet's own rows — its stock and supplies, sales_daily, shelves (capacities, shelf_stock and its
-- dirty mark) and its smart recommendations — move that store's row of `store_revisions` instead of
-- the one `viewer_revision.revision`, so a change at one outlet keeps the kept answers of viewers who
-- do not see it. `viewer_revision.revision` stays for stores and user_stores (rare, and they decide
-- which stores a viewer sees); a main store's stock row moves `warehouse` as before; a TRUNCATE still
-- moves everything (0013's statement triggers).
--
-- Two steps, as 0013 but ordered across counters:
-- * at each statement, `revision_note` (a statement trigger over the transition tables) only notes
--   in transaction-local settings which stores, and whether the viewer or warehouse revision, the
--   transaction moved — it takes no lock;
-- * at commit, the first of the deferred constraint triggers (`revisions_at_commit`, one per row,
--   a cheap check after the first) bumps every noted store once, in store id order, then the
--   viewer_revision row — so two writers lock the counter rows in the same order and cannot
--   deadlock on them, and no counter row is held while the writer still locks stock rows. The
--   user's revision (0013's `user_revision_bump`) first does the same, so users' rows come last.
-- Values come from 0013's sequence: readers sum the revisions of the stores a viewer sees, and a
-- bump only ever raises a store's value, so the sum moves whenever one of them does.
CREATE FUNCTION revision_note() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  -- TG_ARGV[0]: 'store' (the rows' store_id; null, a network-wide recommendation, is the
  -- catalogue's: migration 0011), 'stock' (as 'store' but a main store's row — stores 1 and 56,
  -- docs/rules.md#warehouse-stock — moves the warehouse revision), 'viewer' (any row moves the
  -- viewer revision). TG_ARGV[1]: the transition tables the trigger has ('new', 'old', 'both').
  IF TG_ARGV[0] = 'viewer' THEN
    IF TG_ARGV[1] = 'old' THEN PERFORM FROM old_rows LIMIT 1; ELSE PERFORM FROM new_rows LIMIT 1; END IF;
    IF FOUND THEN
      PERFORM set_config('kits.revision_viewer', 'yes', true), set_config('kits.revisions_pending', 'yes', true);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_ARGV[1] = 'new' THEN
    SELECT array_agg(DISTINCT store_id) INTO touched FROM new_rows;
  ELSIF TG_ARGV[1] = 'old' THEN
    SELECT array_agg(DISTINCT store_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT store_id) INTO touched
    FROM (SELECT store_id FROM old_rows UNION ALL SELECT store_id FROM new_rows) x;
  END IF;
  touched := array_remove(touched, NULL);
  IF TG_ARGV[0] = 'stock' AND touched && ARRAY[1, 56] THEN
    touched := array_remove(array_remove(touched, 1), 56);
    PERFORM set_config('kits.revision_warehouse', 'yes', true), set_config('kits.revisions_pending', 'yes', true);
  END IF;
  IF cardinality(touched) > 0 THEN
    PERFORM set_config('kits.revision_stores', (
      SELECT array_agg(DISTINCT s ORDER BY s)::text
      FROM unnest(touched || coalesce(nullif(current_setting('kits.revision_stores', true), '')::integer[], '{}')) s
    ), true), set_config('kits.revisions_pending', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION revisions_flush() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moved_stores integer[];
  moved_viewer boolean;
  moved_warehouse boolean;
BEGIN
  IF coalesce(current_setting('kits.revisions_pending', true), '') <> 'yes' THEN RETURN; END IF;
  moved_stores := nullif(current_setting('kits.revision_stores', true), '')::integer[];
  moved_viewer := coalesce(current_setting('kits.revision_viewer', true), '') = 'yes';
  moved_warehouse := coalesce(current_setting('kits.revision_warehouse', true), '') = 'yes';
  PERFORM set_config('kits.revisions_pending', '', true), set_config('kits.revision_stores', '', true),
    set_config('kits.revision_viewer', '', true), set_config('kits.revision_warehouse', '', true);
  IF moved_stores IS NOT NULL THEN
    INSERT INTO store_revisions (store_id, revision)
    SELECT s, nextval('viewer_revision_seq') FROM unnest(moved_stores) s ORDER BY s
    ON CONFLICT (store_id) DO UPDATE SET revision = excluded.revision;
  END IF;
  IF moved_viewer OR moved_warehouse THEN
    UPDATE viewer_revision SET
      revision = CASE WHEN moved_viewer THEN nextval('viewer_revision_seq') ELSE revision END,
      warehouse = CASE WHEN moved_warehouse THEN nextval('viewer_revision_seq') ELSE warehouse END;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION revisions_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM revisions_flush();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As 0013's, with the noted stores and viewer revisions bumped first (see above).
CREATE OR REPLACE FUNCTION user_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  row_of record;
BEGIN
  PERFORM revisions_flush();
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
-- 0013's deferred row triggers of these tables bumped at commit directly; they now note per
-- statement and flush at commit. Trigger names keep 0013's `viewer_revision_` prefix.
DO $$
DECLARE pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[['stock', 'stock'], ['sales_daily', 'store'], ['smart_recommendations', 'store'],
    ['capacities', 'store'], ['shelf_stock', 'store'], ['shelf_stock_dirty', 'store'], ['stores', 'viewer'],
    ['user_stores', 'viewer']] LOOP
    EXECUTE format('DROP TRIGGER viewer_revision_%s ON %I', pair[1], pair[1]);
    EXECUTE format('CREATE TRIGGER viewer_revision_%s_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION revision_note(%L, ''new'')', pair[1], pair[1], pair[2]);
    EXECUTE format('CREATE TRIGGER viewer_revision_%s_update AFTER UPDATE ON %I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION revision_note(%L, ''both'')', pair[1], pair[1], pair[2]);
    EXECUTE format('CREATE TRIGGER viewer_revision_%s_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION revision_note(%L, ''old'')', pair[1], pair[1], pair[2]);
    EXECUTE format('CREATE CONSTRAINT TRIGGER viewer_revision_%s AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION revisions_at_commit()', pair[1], pair[1]);
  END LOOP;
END
$$;
--> statement-breakpoint
DROP FUNCTION viewer_revision_bump();
