-- Bulk seeding writes products.qty itself and inserts the keys with the stock trigger switched off for its
-- own transaction (SELECT set_config('keyshop.seeding', 'on', true)), instead of updating every product again.
CREATE OR REPLACE FUNCTION product_keys_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('keyshop.seeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET qty = p.qty + d.n
    FROM (SELECT product_id, count(*)::int AS n FROM new_keys WHERE order_id IS NULL GROUP BY product_id) d
    WHERE p.id = d.product_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET qty = p.qty - d.n
    FROM (SELECT product_id, count(*)::int AS n FROM old_keys WHERE order_id IS NULL GROUP BY product_id) d
    WHERE p.id = d.product_id;
  ELSE
    UPDATE products p SET qty = p.qty + d.n
    FROM (
      SELECT product_id, sum(n)::int AS n FROM (
        SELECT product_id, count(*) FILTER (WHERE order_id IS NULL) AS n FROM new_keys GROUP BY product_id
        UNION ALL
        SELECT product_id, -count(*) FILTER (WHERE order_id IS NULL) FROM old_keys GROUP BY product_id
      ) s GROUP BY product_id
    ) d
    WHERE p.id = d.product_id AND d.n <> 0;
  END IF;
  RETURN NULL;
END
$$;
