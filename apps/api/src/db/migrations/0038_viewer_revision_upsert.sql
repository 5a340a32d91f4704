-- revisions_flush (migration 0036) moved viewer_revision's counters with an UPDATE alone: with its
-- one row gone (a reset that emptied the table), no write to stores, user_stores or the warehouse
-- stock moved a kept answer's revision again, and kept answers were served stale. The row is now put
-- back with both counters new (readers compare for equality, so both moving is safe), as
-- catalog_revision_next (migration 0035) puts its own row back.
CREATE OR REPLACE FUNCTION revisions_flush() RETURNS void LANGUAGE plpgsql AS $$
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
    IF NOT FOUND THEN
      INSERT INTO viewer_revision (one, revision, warehouse)
      VALUES (true, nextval('viewer_revision_seq'), nextval('viewer_revision_seq'))
      ON CONFLICT (one) DO UPDATE
        SET revision = nextval('viewer_revision_seq'), warehouse = nextval('viewer_revision_seq');
    END IF;
  END IF;
END
$$;
