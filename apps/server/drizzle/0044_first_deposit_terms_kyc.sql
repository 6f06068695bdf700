-- The first-deposit terms said identity verification was needed before any withdrawal; the site's
-- rule (KYC_WITHDRAWAL_THRESHOLD, KYC_WITHDRAWAL_WINDOW_DAYS) is more than 100,000 coins within 30
-- days, the same for every player, and the terms now say so. Only the seeded wording is replaced.
UPDATE "promotions" SET "terms_en" = replace("terms_en", 'Identity verification (KYC) must be approved before any withdrawal.', 'As for every player, withdrawals of more than 100,000 coins within 30 days need approved identity verification (KYC) first.') WHERE "image_url" = '/banners/welcome-bonus.svg';
--> statement-breakpoint
UPDATE "promotions" SET "terms_jp" = replace("terms_jp", '出金の前に本人確認（KYC）の承認が必要です。', 'すべてのプレイヤーと同じく、30日間で100,000コインを超える出金には本人確認（KYC）の承認が必要です。') WHERE "image_url" = '/banners/welcome-bonus.svg';
--> statement-breakpoint
UPDATE "promotions" SET "terms_ko" = replace("terms_ko", '출금 전에 본인 인증(KYC)이 승인되어야 합니다.', '모든 플레이어와 마찬가지로, 30일 동안 100,000코인을 초과하는 출금에는 본인 인증(KYC) 승인이 필요합니다.') WHERE "image_url" = '/banners/welcome-bonus.svg';
--> statement-breakpoint
UPDATE "promotions" SET "terms_zh" = replace("terms_zh", '提现前须通过实名认证（KYC）。', '与所有玩家相同，30天内提现超过100,000金币须先通过实名认证（KYC）。') WHERE "image_url" = '/banners/welcome-bonus.svg';
--> statement-breakpoint
UPDATE "promotions" SET "terms_zh_tw" = replace("terms_zh_tw", '提款前須通過實名認證（KYC）。', '與所有玩家相同，30天內提款超過100,000金幣須先通過實名認證（KYC）。') WHERE "image_url" = '/banners/welcome-bonus.svg';
--> statement-breakpoint
UPDATE "promotions" SET "terms_fil" = replace("terms_fil", 'Kailangang aprubado ang identity verification (KYC) bago ang anumang withdrawal.', 'Gaya ng sa bawat manlalaro, ang withdrawal na higit sa 100,000 coin sa loob ng 30 araw ay nangangailangan muna ng aprubadong identity verification (KYC).') WHERE "image_url" = '/banners/welcome-bonus.svg';
--> statement-breakpoint
UPDATE "promotions" SET "terms_vi" = replace("terms_vi", 'Phải được duyệt xác minh danh tính (KYC) trước khi rút tiền.', 'Như với mọi người chơi, rút quá 100.000 xu trong 30 ngày cần được duyệt xác minh danh tính (KYC) trước.') WHERE "image_url" = '/banners/welcome-bonus.svg';
