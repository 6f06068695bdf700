// Decimal places of each currency's minor unit. Kept apart from money.ts, which defines schemas: the
// player site's first page formats coins and must not carry the validation library to do it.
export const CURRENCY_SCALE = { JPY: 0, CNY: 2, USDT: 6, COIN: 0 } as const;
