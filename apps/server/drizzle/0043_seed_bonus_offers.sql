-- The two offers the seeded promotions advertise, with the terms those pages state: the first
-- deposit matched 100 % up to 10,000 coins from a deposit of 1,000, wagered 20 times within 30 days,
-- credited with the deposit; and the weekly rebate, 0.5 % of the week's cash bets on Sakura Fortune
-- and Neon 777 (Monday to Sunday, site time), paid from 10 coins, no wagering.
INSERT INTO "bonus_offers" ("code", "kind", "claim", "promotion_id", "percent_bp", "cap", "min_deposit", "wagering_multiple", "pachislot_contribution_pct", "valid_days", "once_per", "starts_at")
VALUES ('first-deposit', 'first_deposit', 'auto',
  (SELECT "id" FROM "promotions" WHERE "image_url" = '/banners/welcome-bonus.svg' ORDER BY "id" LIMIT 1),
  10000, 10000, 1000, 20, 100, 30, 'player',
  COALESCE((SELECT "starts_at" FROM "promotions" WHERE "image_url" = '/banners/welcome-bonus.svg' ORDER BY "id" LIMIT 1), '2026-11-01T00:00:00+09:00'))
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "bonus_offers" ("code", "kind", "claim", "promotion_id", "percent_bp", "rebate_basis", "game_ids", "min_payout", "wagering_multiple", "valid_days", "once_per", "starts_at")
VALUES ('weekly-rebate', 'rebate', 'auto',
  (SELECT "id" FROM "promotions" WHERE "image_url" = '/banners/weekly-rebate.svg' ORDER BY "id" LIMIT 1),
  50, 'bets', ARRAY['sakura-fortune', 'neon-777'], 10, 0, 30, 'week',
  COALESCE((SELECT "starts_at" FROM "promotions" WHERE "image_url" = '/banners/weekly-rebate.svg' ORDER BY "id" LIMIT 1), '2026-11-02T00:00:00+09:00'))
ON CONFLICT ("code") DO NOTHING;
