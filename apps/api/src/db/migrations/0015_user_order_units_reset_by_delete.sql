-- Truncating order_lines empties the user_order_units rollup (0014). The trigger did that with
-- TRUNCATE, which PostgreSQL refuses when the same statement also truncates user_order_units
-- ("being used by active queries in this session"): the seed's --reset truncates every table at
-- once. DELETE works in both cases, and its rows move the users' revisions (docs/rules.md#catalogue-answers).
CREATE OR REPLACE FUNCTION user_order_units_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_order_units;
  RETURN NULL;
END
$$;
