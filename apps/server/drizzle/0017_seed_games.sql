-- The hall's games and the machines on its floor. Settings are the operator's to change.
INSERT INTO "games" ("id", "kind", "name_en", "name_jp", "name_ko", "name_zh", "name_zh_tw", "name_fil", "name_vi", "popular", "is_new", "released_on", "sort_order") VALUES
('sakura-fortune', 'video_slot', 'Sakura Fortune', 'サクラフォーチュン', '사쿠라 포춘', '樱花财运', '櫻花財運', 'Sakura Fortune', 'Hoa Anh Đào May Mắn', true, true, '2026-11-01', 10),
('neon-777', 'pachislot', 'Neon 777', 'ネオン777', '네온 777', '霓虹777', '霓虹777', 'Neon 777', 'Neon 777', true, false, '2026-09-15', 20)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "machines" ("id", "game_id", "setting", "sort_order") VALUES
('S-001', 'sakura-fortune', 1, 1),
('S-002', 'sakura-fortune', 1, 2),
('S-003', 'sakura-fortune', 1, 3),
('S-004', 'sakura-fortune', 1, 4),
('S-005', 'sakura-fortune', 1, 5),
('S-006', 'sakura-fortune', 1, 6),
('S-007', 'sakura-fortune', 1, 7),
('S-008', 'sakura-fortune', 1, 8),
('P-001', 'neon-777', 1, 101),
('P-002', 'neon-777', 1, 102),
('P-003', 'neon-777', 2, 103),
('P-004', 'neon-777', 2, 104),
('P-005', 'neon-777', 3, 105),
('P-006', 'neon-777', 4, 106),
('P-007', 'neon-777', 1, 107),
('P-008', 'neon-777', 2, 108),
('P-009', 'neon-777', 3, 109),
('P-010', 'neon-777', 5, 110),
('P-011', 'neon-777', 1, 111),
('P-012', 'neon-777', 6, 112)
ON CONFLICT ("id") DO NOTHING;
