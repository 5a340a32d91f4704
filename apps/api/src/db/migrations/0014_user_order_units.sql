CREATE TABLE "user_order_units" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "user_order_units_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
-- Units of each product in each user's own orders, kept with the order lines (docs/rules.md#catalogue-read-path):
-- a line added, changed or removed moves its order's user's row; an order deleted takes its lines'
-- units away before its lines go (its lines' own trigger then finds no order and does nothing).
CREATE FUNCTION user_order_units_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT o.user_id INTO owner FROM orders o WHERE o.id = OLD.order_id;
    IF owner IS NOT NULL THEN
      UPDATE user_order_units SET units = units - OLD.quantity
      WHERE user_id = owner AND product_id = OLD.product_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT o.user_id INTO owner FROM orders o WHERE o.id = NEW.order_id;
    INSERT INTO user_order_units (user_id, product_id, units) VALUES (owner, NEW.product_id, NEW.quantity)
    ON CONFLICT (user_id, product_id) DO UPDATE SET units = user_order_units.units + excluded.units;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION user_order_units_order_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_order_units u SET units = u.units - l.units
  FROM (SELECT product_id, sum(quantity)::int AS units FROM order_lines WHERE order_id = OLD.id GROUP BY product_id) l
  WHERE u.user_id = OLD.user_id AND u.product_id = l.product_id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION user_order_units_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE user_order_units;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_order_units_lines AFTER INSERT OR UPDATE OF order_id, product_id, quantity OR DELETE ON order_lines
  FOR EACH ROW EXECUTE FUNCTION user_order_units_track();
--> statement-breakpoint
CREATE TRIGGER user_order_units_orders BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION user_order_units_order_gone();
--> statement-breakpoint
CREATE TRIGGER user_order_units_truncate AFTER TRUNCATE ON order_lines
  FOR EACH STATEMENT EXECUTE FUNCTION user_order_units_reset();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_revision_user_order_units AFTER INSERT OR UPDATE OR DELETE ON user_order_units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_revision_bump('user');
--> statement-breakpoint
INSERT INTO user_order_units (user_id, product_id, units)
SELECT o.user_id, ol.product_id, sum(ol.quantity)::int
FROM orders o JOIN order_lines ol ON ol.order_id = o.id
GROUP BY o.user_id, ol.product_id;
