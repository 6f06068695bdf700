// Money on the screen: amounts arrive as strings of integer minor units (JPY 0 decimals, CNY 2, coins
// 0) and are converted with BigInt only, so no amount ever passes through a float. Formatting uses
// Intl.NumberFormat of the interface language with the currency's own number of decimals.
import { CURRENCY_SCALE } from '@hall/contracts/currency';
import { feeFor, type Currency } from '@hall/contracts/money';
import { numberFormat } from './intl-cache';

export type MoneyCurrency = Currency;

export function scaleOf(currency: MoneyCurrency): number {
  return CURRENCY_SCALE[currency];
}

const unitOf = (currency: MoneyCurrency) => 10n ** BigInt(scaleOf(currency));

/** Minor units as an exact decimal string in major units: ('10050', 'CNY') → '100.50'. */
export function minorToDecimal(minor: string | bigint, currency: MoneyCurrency): string {
  const value = BigInt(minor);
  const scale = scaleOf(currency);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = scale ? digits.slice(0, -scale) : digits;
  const fraction = scale ? `.${digits.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * What a player typed, in major units, as minor units; null when it is not a plain positive amount
 * with at most the currency's decimals. A comma is read as the decimal mark too, since several
 * keyboards of our languages offer only that.
 */
export function parseMajorAmount(input: string, currency: MoneyCurrency): bigint | null {
  const text = input.trim().replace(/\s/g, '');
  const scale = scaleOf(currency);
  const match = /^(\d{1,16})(?:[.,](\d*))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return null;
  if (scale === 0 && match[2] !== undefined && fraction !== '') return null;
  return BigInt(match[1]!) * unitOf(currency) + BigInt(fraction.padEnd(scale, '0') || '0');
}

/** A whole number of coins typed by a player; null for anything else. */
export function parseCoins(input: string): bigint | null {
  const text = input.trim().replace(/\s/g, '');
  return /^\d{1,18}$/.test(text) ? BigInt(text) : null;
}

/** Coins bought by `minor` units of a currency, or null when that is not a whole number of coins. */
export function minorToCoins(minor: bigint, currency: MoneyCurrency, coinsPerUnit: number): bigint | null {
  const scaled = minor * BigInt(coinsPerUnit);
  const unit = unitOf(currency);
  return scaled % unit === 0n ? scaled / unit : null;
}

/** Minor units paid out for coins, rounded down as the server does. */
export function coinsToMinor(coins: bigint, currency: MoneyCurrency, coinsPerUnit: number): bigint {
  return (coins * unitOf(currency)) / BigInt(coinsPerUnit);
}

/** A percentage of basis points for display: 100 → '1%', 250 → '2.5%'. */
export function formatBasisPoints(basisPoints: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** Intl's string form keeps every digit of an amount (no rounding through a float). */
type Decimal = Parameters<Intl.NumberFormat['format']>[0];

/** Minor units of a currency for people: ('10050', 'CNY', 'en-US') → 'CN¥100.50'. */
export function formatMoney(minor: string | bigint, currency: MoneyCurrency, locale: string): string {
  const scale = scaleOf(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  }).format(minorToDecimal(minor, currency) as Decimal);
}

/** A count of coins with the locale's grouping: '12,000' or '12.000'. */
export function formatCoins(coins: string | bigint, locale: string): string {
  // Whole coins only; anything else is shown as it came rather than breaking the page.
  if (typeof coins === 'string' && !/^-?\d+$/.test(coins.trim())) return coins;
  return numberFormat(locale).format(typeof coins === 'string' ? BigInt(coins.trim()) : coins);
}

export interface DepositQuote {
  /** Minor units of the channel's currency the player pays for the coins. */
  amount: bigint;
  fee: bigint;
  /** Amount plus fee: the fee is charged on top. */
  total: bigint;
  coins: bigint;
}

export interface DepositChannelTerms {
  currency: MoneyCurrency;
  minAmount: string;
  maxAmount: string;
  feeBasisPoints: number;
  feeFixed: string;
  coinsPerUnit: number;
}

export type DepositCheck =
  { ok: true; quote: DepositQuote } | { ok: false; problem: 'empty' | 'format' | 'range' | 'not_convertible' };

/** Everything the deposit form shows live, and whether the server would take the amount. */
export function checkDeposit(input: string, channel: DepositChannelTerms): DepositCheck {
  if (!input.trim()) return { ok: false, problem: 'empty' };
  const amount = parseMajorAmount(input, channel.currency);
  if (amount === null || amount <= 0n) return { ok: false, problem: 'format' };
  if (amount < BigInt(channel.minAmount) || amount > BigInt(channel.maxAmount)) return { ok: false, problem: 'range' };
  const coins = minorToCoins(amount, channel.currency, channel.coinsPerUnit);
  if (coins === null) return { ok: false, problem: 'not_convertible' };
  const fee = feeFor(amount, channel.feeBasisPoints, channel.feeFixed);
  return { ok: true, quote: { amount, fee, total: amount + fee, coins } };
}

export interface WithdrawalQuote {
  coins: bigint;
  /** In coins, taken from the amount. */
  fee: bigint;
  /** Minor units of the channel's currency that reach the bank. */
  payout: bigint;
}

export type WithdrawalCheck =
  | { ok: true; quote: WithdrawalQuote }
  | { ok: false; problem: 'empty' | 'format' | 'range' | 'fee' | 'balance'; quote?: WithdrawalQuote };

/** The withdrawal form's live figures: coins asked, fee in coins and what reaches the bank. */
export function checkWithdrawal(input: string, channel: DepositChannelTerms, balance: bigint | null): WithdrawalCheck {
  if (!input.trim()) return { ok: false, problem: 'empty' };
  const coins = parseCoins(input);
  if (coins === null || coins <= 0n) return { ok: false, problem: 'format' };
  const fee = feeFor(coins, channel.feeBasisPoints, channel.feeFixed);
  const net = coins - fee;
  const quote = { coins, fee, payout: net > 0n ? coinsToMinor(net, channel.currency, channel.coinsPerUnit) : 0n };
  if (coins < BigInt(channel.minAmount) || coins > BigInt(channel.maxAmount))
    return { ok: false, problem: 'range', quote };
  if (net <= 0n) return { ok: false, problem: 'fee', quote };
  if (balance !== null && coins > balance) return { ok: false, problem: 'balance', quote };
  return { ok: true, quote };
}
