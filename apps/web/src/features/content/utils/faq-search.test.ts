import { describe, expect, it } from 'vitest';
import { foldText, highlightRuns, matchesQuery } from './faq-search';

describe('FAQ search', () => {
  it('ignores case, full-width forms and Vietnamese tone marks', () => {
    expect(foldText('ＫＹＣ')).toBe('kyc');
    expect(foldText('Nạp TIỀN')).toBe('nap tien');
    expect(foldText('Đăng nhập')).toBe('dang nhap');
    expect(matchesQuery(['Tiền nạp của tôi chưa đến.'], 'nap tien')).toBe(true);
    expect(matchesQuery(['How long does a deposit take?'], 'DEPOSIT')).toBe(true);
  });

  it('needs every word, in the question or the answer', () => {
    const entry = ['What is the fund password?', 'A separate six-digit password that protects withdrawals.'];
    expect(matchesQuery(entry, 'fund withdrawals')).toBe(true);
    expect(matchesQuery(entry, 'fund seed')).toBe(false);
  });

  it('matches everything when the query is blank', () => {
    expect(matchesQuery(['anything'], '   ')).toBe(true);
  });

  it('finds Japanese and Chinese text without spaces', () => {
    expect(matchesQuery(['入金にはどのくらいかかりますか？'], '入金')).toBe(true);
    expect(matchesQuery(['充值需要多长时间？'], '提现')).toBe(false);
  });

  it('marks the matching runs in the original text, accents kept', () => {
    expect(highlightRuns('Nạp tiền nhanh', 'tien')).toEqual([
      { text: 'Nạp ', match: false },
      { text: 'tiền', match: true },
      { text: ' nhanh', match: false },
    ]);
    expect(highlightRuns('Deposit and deposit', 'DEPOSIT').filter((run) => run.match)).toHaveLength(2);
    expect(highlightRuns('plain', '')).toEqual([{ text: 'plain', match: false }]);
  });
});
