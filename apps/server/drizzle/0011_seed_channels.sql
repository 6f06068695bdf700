-- The built-in sandbox channels, so a fresh site can take (pretend) money end to end. Operators
-- disable them and add real channels in production.
INSERT INTO "payment_channels" ("code", "direction", "adapter", "currency", "name_en", "name_jp", "name_ko", "name_zh", "name_zh_tw", "name_fil", "name_vi", "min_amount", "max_amount", "fee_basis_points", "fee_fixed", "sort_order") VALUES
('sandbox-jpy', 'deposit', 'sandbox', 'JPY', 'Bank transfer (sandbox)', '銀行振込（サンドボックス）', '은행 이체(샌드박스)', '银行转账（沙盒）', '銀行轉帳（沙盒）', 'Bank transfer (sandbox)', 'Chuyển khoản ngân hàng (thử nghiệm)', 1000, 1000000, 0, 0, 10),
('sandbox-cny', 'deposit', 'sandbox', 'CNY', 'UnionPay (sandbox)', '銀聯（サンドボックス）', '유니온페이(샌드박스)', '银联（沙盒）', '銀聯（沙盒）', 'UnionPay (sandbox)', 'UnionPay (thử nghiệm)', 10000, 5000000, 100, 0, 20),
('sandbox-payout', 'withdrawal', 'sandbox', 'JPY', 'Bank payout (sandbox)', '銀行出金（サンドボックス）', '은행 출금(샌드박스)', '银行提现（沙盒）', '銀行提現（沙盒）', 'Bank payout (sandbox)', 'Rút tiền ngân hàng (thử nghiệm)', 2000, 500000, 0, 200, 10),
('manual-payout', 'withdrawal', 'manual', 'JPY', 'Bank payout (manual)', '銀行出金（手動）', '은행 출금(수동)', '银行提现（人工）', '銀行提現（人工）', 'Bank payout (manual)', 'Rút tiền ngân hàng (thủ công)', 2000, 2000000, 0, 300, 20)
ON CONFLICT ("code") DO NOTHING;
