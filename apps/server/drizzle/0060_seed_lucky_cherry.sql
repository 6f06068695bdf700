-- Lucky Cherry, the hall's classic 3-reel fruit machine (packages/game-engine/src/fruit-slot.ts), and
-- its six machines. Its setting changes nothing, as on the video slot.
INSERT INTO "games" ("id", "kind", "name_en", "name_jp", "name_ko", "name_zh", "name_zh_tw", "name_fil", "name_vi", "popular", "is_new", "released_on", "sort_order") VALUES
('lucky-cherry', 'video_slot', 'Lucky Cherry', 'ラッキーチェリー', '럭키 체리', '幸运樱桃', '幸運櫻桃', 'Lucky Cherry', 'Anh Đào May Mắn', false, true, '2026-11-28', 15)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "machines" ("id", "game_id", "setting", "sort_order") VALUES
('F-001', 'lucky-cherry', 1, 51),
('F-002', 'lucky-cherry', 1, 52),
('F-003', 'lucky-cherry', 1, 53),
('F-004', 'lucky-cherry', 1, 54),
('F-005', 'lucky-cherry', 1, 55),
('F-006', 'lucky-cherry', 1, 56)
ON CONFLICT ("id") DO NOTHING;
