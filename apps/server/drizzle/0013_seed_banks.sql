-- Banks offered when binding a card: the main Japanese and Chinese banks.
INSERT INTO "banks" ("code", "country_code", "name_en", "name_jp", "name_ko", "name_zh", "name_zh_tw", "name_fil", "name_vi", "sort_order") VALUES
('0005', 'JP', 'MUFG Bank', '三菱UFJ銀行', 'MUFG 은행', '三菱日联银行', '三菱日聯銀行', 'MUFG Bank', 'Ngân hàng MUFG', 10),
('0009', 'JP', 'Sumitomo Mitsui Banking Corporation', '三井住友銀行', '미쓰이스미토모은행', '三井住友银行', '三井住友銀行', 'Sumitomo Mitsui Banking Corporation', 'Ngân hàng Sumitomo Mitsui', 20),
('0001', 'JP', 'Mizuho Bank', 'みずほ銀行', '미즈호은행', '瑞穗银行', '瑞穗銀行', 'Mizuho Bank', 'Ngân hàng Mizuho', 30),
('0010', 'JP', 'Resona Bank', 'りそな銀行', '리소나은행', '里索那银行', '理索納銀行', 'Resona Bank', 'Ngân hàng Resona', 40),
('9900', 'JP', 'Japan Post Bank', 'ゆうちょ銀行', '유초은행', '邮储银行（日本）', '郵儲銀行（日本）', 'Japan Post Bank', 'Ngân hàng Bưu điện Nhật Bản', 50),
('0036', 'JP', 'Rakuten Bank', '楽天銀行', '라쿠텐은행', '乐天银行', '樂天銀行', 'Rakuten Bank', 'Ngân hàng Rakuten', 60),
('0033', 'JP', 'PayPay Bank', 'PayPay銀行', 'PayPay 은행', 'PayPay银行', 'PayPay銀行', 'PayPay Bank', 'Ngân hàng PayPay', 70),
('0038', 'JP', 'SBI Sumishin Net Bank', '住信SBIネット銀行', 'SBI 스미신 넷 은행', '住信SBI网络银行', '住信SBI網路銀行', 'SBI Sumishin Net Bank', 'Ngân hàng SBI Sumishin Net', 80),
('ICBC', 'CN', 'Industrial and Commercial Bank of China', '中国工商銀行', '중국공상은행', '中国工商银行', '中國工商銀行', 'Industrial and Commercial Bank of China', 'Ngân hàng Công thương Trung Quốc', 110),
('CCB', 'CN', 'China Construction Bank', '中国建設銀行', '중국건설은행', '中国建设银行', '中國建設銀行', 'China Construction Bank', 'Ngân hàng Xây dựng Trung Quốc', 120),
('ABC', 'CN', 'Agricultural Bank of China', '中国農業銀行', '중국농업은행', '中国农业银行', '中國農業銀行', 'Agricultural Bank of China', 'Ngân hàng Nông nghiệp Trung Quốc', 130),
('BOC', 'CN', 'Bank of China', '中国銀行', '중국은행', '中国银行', '中國銀行', 'Bank of China', 'Ngân hàng Trung Quốc', 140),
('CMB', 'CN', 'China Merchants Bank', '招商銀行', '초상은행', '招商银行', '招商銀行', 'China Merchants Bank', 'Ngân hàng Chiêu Thương', 150)
ON CONFLICT ("code") DO NOTHING;
