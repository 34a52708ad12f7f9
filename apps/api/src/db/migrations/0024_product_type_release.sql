-- What a product is (game, DLC, subscription) and the day it is released: the catalogue's Games/DLCs/Subscriptions,
-- New and Upcoming lists. Products made before this are typed from their names, as the generator named them; their
-- release day stays unknown (listed as released, last among the newest).
ALTER TABLE products ADD COLUMN type text NOT NULL DEFAULT 'game' CHECK (type IN ('game', 'dlc', 'subscription'));
ALTER TABLE products ADD COLUMN released_on date;
UPDATE products SET type = 'dlc' WHERE company_name LIKE '% DLC';
UPDATE products SET type = 'subscription'
  WHERE company_name ~ '^(Xbox Game Pass (Ultimate|Core)|PC Game Pass|PlayStation Plus (Essential|Extra|Premium)|Nintendo Switch Online|EA Play|World of Quests Game Time) [0-9]+ Months?$';
