-- A write to stock, shelves or products marks the outlets whose units per shelf it changes
-- (0009). With ON CONFLICT DO NOTHING a mark that already existed took no lock, so the
-- shelf-stock refresh job (decision 0036) could claim that mark and recompute from a snapshot
-- without the writer's uncommitted change, and nothing would mark the outlet again when the
-- writer committed: its shelves stayed stale until the next write. Touching the existing mark
-- (DO UPDATE) locks it: a refresh claiming it waits for the writer's commit and then reads the
-- new figures, and a writer arriving after a refresh's claim waits and inserts the mark anew.
CREATE OR REPLACE FUNCTION shelf_stock_mark(p_stores integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO shelf_stock_dirty (store_id)
  SELECT DISTINCT s.id FROM unnest(p_stores) AS s(id)
  WHERE s.id IS NOT NULL AND EXISTS (SELECT 1 FROM capacities c WHERE c.store_id = s.id)
  ORDER BY s.id
  ON CONFLICT (store_id) DO UPDATE SET store_id = excluded.store_id
$$;
