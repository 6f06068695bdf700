// The hall's payout rate (coins paid out per coin bet today) as players read it on the floor: a
// percentage with one decimal, "101.3%".
export function formatPayoutRate(rate: number | null, locale: string): string | null {
  if (rate === null) return null;
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rate,
  );
}
