-- regional_limitations becomes structured: {"kind":"worldwide"} or {"kind":"regions","regions":["EU",...]}
-- (the region codes of packages/contracts/src/regions.ts). The store only ever wrote the labels below; other
-- free text cannot be checked against a country, so it reads as worldwide rather than block a purchase.
ALTER TABLE product_details ALTER COLUMN regional_limitations DROP DEFAULT;
ALTER TABLE product_details ALTER COLUMN regional_limitations TYPE jsonb USING (
  CASE regional_limitations
    WHEN 'Europe' THEN '{"kind":"regions","regions":["EU"]}'
    WHEN 'United Kingdom' THEN '{"kind":"regions","regions":["UK"]}'
    WHEN 'United States' THEN '{"kind":"regions","regions":["NA"]}'
    WHEN 'EMEA' THEN '{"kind":"regions","regions":["EU","UK"]}'
    WHEN 'Latin America' THEN '{"kind":"regions","regions":["LATAM"]}'
    WHEN 'Rest of the World' THEN '{"kind":"regions","regions":["ROW"]}'
    ELSE '{"kind":"worldwide"}'
  END
)::jsonb;
ALTER TABLE product_details ALTER COLUMN regional_limitations SET DEFAULT '{"kind":"worldwide"}';
