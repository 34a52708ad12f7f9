-- Descriptions written before the grammar fix read "is a action / rpg experience": the generator then put "a"
-- before every genre list and lower-cased it. Since then it writes "an" before a vowel sound ("an action",
-- "an open world", "an RPG", "an MMO") and keeps the initialisms RPG and MMO as written. This rewrites only that
-- sentence of the generator, matched with its exact genre words, so a shop's own texts are never touched; a
-- text already right matches nothing, so running it again changes nothing.
WITH words AS (
  SELECT '(?:action|adventure|rpg|RPG|strategy|simulation|racing|sports|puzzle|horror|shooter|platformer|indie|'
    || 'survival|open world|fighting|casual|mmo|MMO|roguelike)' AS genre
),
fixed AS (
  SELECT d.product_id,
    regexp_replace(
      regexp_replace(
        regexp_replace(
          d.description,
          '( is a (?:' || w.genre || ' / )*)rpg((?: / ' || w.genre || ')* experience\.)', '\1RPG\2'),
        '( is a (?:' || w.genre || ' / )*)mmo((?: / ' || w.genre || ')* experience\.)', '\1MMO\2'),
      ' is a ((?:action|adventure|indie|open world|RPG|MMO)(?: / ' || w.genre || ')* experience\.)', ' is an \1'
    ) AS description
  FROM product_details d, words w
  WHERE d.description ~ (' is a ' || w.genre || '(?: / ' || w.genre || ')* experience\.')
)
UPDATE product_details d SET description = fixed.description
FROM fixed
WHERE d.product_id = fixed.product_id AND d.description <> fixed.description;
