// Crypto deposits from the chain watcher's reports. A report names a transfer to one of our
// addresses at some depth; the first report records it, later ones raise its confirmations, and
// when it reaches the coin's number it is credited once: converted to coins at the rate of that
// moment (stored with it) and posted as one `deposit` transfer keyed by (network, txid, index).
// A reorganisation before that drops it; an amount under the minimum is recorded, not credited; one
// worth more coins than the wallet can hold is held for operators (see held-deposits.ts), since the
// watcher would otherwise report it again and again and never see it end. One the player's own
// protections would refuse (a break, a self-exclusion, a deposit limit) cannot be refused, being on
// chain: it is held too, never reaching the wallet, so it cannot be played, and the player is told.
import type { CoinNetwork, CoinSymbol, CryptoDeposit, CryptoHoldReason } from '@hall/contracts/crypto';
import { LOCALE_FIELD_SUFFIX, LOCALES } from '@hall/contracts/locale';
import type { Config } from '../../config';
import type { Db, Executor, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { translate } from '../../i18n/translate';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount, walletHeadroom } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { noteOrder } from '../../db/live-notes';
import { findCoin, type Coin } from './coins';
import { coinsFor, formatPrice, type RateSource } from './rates';
import { amlOnDeposit } from '../aml/service';
import { bonusOnDeposit } from '../bonus/deposit-bonus';
import { judgeMoneyIn, type MoneyInRefusal } from '../protection/money-in';
import { insertLetter } from '../letters/service';
import {
  depositsPage,
  findAddressOwner,
  recordDeposit,
  updateDeposit,
  type DepositFilter,
  type DepositRow,
} from './repo';

export interface TransferReport {
  network: CoinNetwork;
  coin: CoinSymbol;
  txid: string;
  outputIndex: number;
  address: string;
  amount: bigint;
  confirmations: number;
  /** A reorganisation took the transaction out of the chain. */
  removed: boolean;
}

const conflict = () => new AppError(409, 'report_conflict', 'crypto.report_conflict');

export async function reportTransfer(
  deps: { db: Db; config: Config; rates: RateSource },
  report: TransferReport,
): Promise<DepositRow> {
  const coin = findCoin(report.coin, report.network);
  if (!coin) throw new AppError(404, 'coin_unknown', 'crypto.coin_unknown');
  // EVM transaction ids and addresses are case-insensitive: one spelling is kept.
  const txid = report.txid.toLowerCase();
  // The rate is asked before the transaction, so no lock waits on the price source.
  const rates = await deps.rates.current();
  return inTransaction(deps.db, async (tx) => {
    const owner = await findAddressOwner(tx, coin.family, report.address);
    if (!owner) throw new AppError(404, 'address_unknown', 'crypto.address_unknown');
    const row = await recordDeposit(tx, {
      network: coin.network,
      coin: coin.coin,
      txid,
      outputIndex: report.outputIndex,
      address: owner.address,
      userId: owner.userId,
      amount: report.amount.toString(),
      confirmations: 0,
    });
    // The same transfer always says the same thing; a report that does not is refused whole.
    if (row.coin !== coin.coin || row.userId !== owner.userId || BigInt(row.amount) !== report.amount) throw conflict();
    if (row.status !== 'pending' && row.status !== 'dropped') return row;

    const now = new Date();
    if (report.removed) {
      const dropped = await updateDeposit(tx, row.id, { status: 'dropped', confirmations: 0, updatedAt: now });
      noteOrder(tx, owner.userId, { kind: 'crypto-deposit', id: String(row.id), status: 'dropped' });
      return dropped;
    }
    // Back in the chain after a reorganisation, or deeper than before.
    const update: Partial<DepositRow> = { status: 'pending', confirmations: report.confirmations, updatedAt: now };
    let refused: MoneyInRefusal | null;
    if (report.confirmations >= coin.confirmations) {
      const coins = coinsFor(report.amount, coin.decimals, rates.jpy[coin.coin], deps.config.COIN_RATES.JPY ?? 1);
      if (report.amount < coin.minDeposit || coins === 0n) {
        update.status = 'below_minimum';
      } else if (coins > (await walletHeadroom(tx, owner.userId))) {
        // The ledger cannot take it: held, with the rate of this moment, for operators to settle.
        Object.assign(update, { status: 'held', holdReason: 'too_large', jpyRate: rates.jpy[coin.coin] });
      } else if ((refused = await judgeMoneyIn(tx, { userId: owner.userId, path: 'crypto_deposit', coins }))) {
        // Held for operators, who send it back (or credit it once the player's protections allow).
        Object.assign(update, { status: 'held', holdReason: refused.reason, jpyRate: rates.jpy[coin.coin] });
        await tellHeld(tx, owner.userId, refused.reason, {
          coin: coin.coin,
          coins: coins.toLocaleString('en-US'),
          txid,
        });
      } else {
        await creditDeposit(tx, deps.config, row, coin, coins, {
          jpyRate: rates.jpy[coin.coin],
          source: rates.source,
        });
        Object.assign(update, {
          status: 'credited',
          jpyRate: rates.jpy[coin.coin],
          coinAmount: coins,
          creditedAt: now,
        });
      }
    }
    const updated = await updateDeposit(tx, row.id, update);
    // Each report (a confirmation more, the credit) reaches the player's open pages once committed.
    noteOrder(tx, owner.userId, { kind: 'crypto-deposit', id: String(row.id), status: updated.status });
    return updated;
  });
}

/** The player's letter on a deposit held by their own protections, in every language the inbox shows. */
async function tellHeld(tx: Tx, userId: number, reason: MoneyInRefusal['reason'], params: Record<string, string>) {
  const texts: Record<string, string> = {};
  for (const locale of LOCALES) {
    texts[`title${LOCALE_FIELD_SUFFIX[locale]}`] = translate(locale, 'protection.crypto_held_title');
    texts[`body${LOCALE_FIELD_SUFFIX[locale]}`] =
      `<p>${translate(locale, `protection.crypto_held_${reason}`, params)}</p>`;
  }
  await insertLetter(tx, { ...texts, recipientId: userId });
}

/**
 * Credits a deposit's coins once: one `deposit` transfer from the coin's clearing account keyed by the
 * transfer (network, txid, index), whether the watcher's report or operators credit it, then the
 * deposit's AML rules and deposit bonus.
 */
export async function creditDeposit(
  tx: Tx,
  config: Config,
  row: DepositRow,
  coin: Coin,
  coins: bigint,
  rate: { jpyRate: bigint; source: string },
) {
  const clearing = await systemAccount(tx, SYSTEM_ACCOUNTS.paymentClearing(`crypto-${coin.coin}-${coin.network}`));
  const reference = `crypto:${row.network}:${row.txid}:${row.outputIndex}`;
  const posted = await postTransfer(tx, {
    debitAccountId: clearing,
    creditAccountId: await walletAccount(tx, row.userId),
    amount: coins,
    kind: 'deposit',
    reference,
    idempotencyKey: `crypto-deposit:${row.network}:${row.txid}:${row.outputIndex}`,
    metadata: {
      coin: coin.coin,
      network: coin.network,
      amount: row.amount,
      jpyRate: rate.jpyRate.toString(),
      rateSource: rate.source,
    },
  });
  await amlOnDeposit(tx, config, row.userId, coins, `crypto:${row.id}`);
  await bonusOnDeposit(tx, {
    userId: row.userId,
    coins,
    sourceRef: `crypto:${row.id}`,
    depositReference: reference,
    zone: config.SITE_TIME_ZONE,
  });
  return posted;
}

/** A deposit as its player sees it: no account, and nothing of what operators noted. */
export function ownDeposit({
  id: _id,
  userId: _userId,
  account: _account,
  holdReason: _holdReason,
  proposal: _proposal,
  resolution: _resolution,
  ...deposit
}: Awaited<ReturnType<typeof listDeposits>>['list'][number]): CryptoDeposit {
  return deposit;
}

/**
 * Crypto deposits, newest first, with their player's account: a player's own (the player is part of
 * the query) or, for operators, anyone's by state, account or transaction.
 */
export async function listDeposits(db: Executor, filter: DepositFilter, page: { page: number; pageSize: number }) {
  const [rows, [total]] = await depositsPage(db, filter, page);
  return {
    list: rows.map(({ d: r, account, proposer, resolver }) => {
      const coin = findCoin(r.coin as CoinSymbol, r.network as CoinNetwork)!;
      const deposit: CryptoDeposit = {
        coin: coin.coin,
        network: coin.network,
        amount: r.amount,
        decimals: coin.decimals,
        confirmations: r.confirmations,
        confirmationsNeeded: coin.confirmations,
        status: r.status,
        txid: r.txid,
        address: r.address,
        coinAmount: r.coinAmount?.toString() ?? null,
        jpyRate: r.jpyRate === null ? null : formatPrice(r.jpyRate),
        createdAt: r.createdAt.toISOString(),
        creditedAt: r.creditedAt?.toISOString() ?? null,
      };
      return {
        ...deposit,
        id: r.id,
        userId: r.userId,
        account,
        holdReason: r.holdReason as CryptoHoldReason | null,
        proposal:
          r.status === 'held' && r.proposedCoins !== null
            ? { coins: r.proposedCoins.toString(), by: proposer ?? '', note: r.note ?? '' }
            : null,
        resolution:
          r.resolvedAt !== null ? { by: resolver ?? '', at: r.resolvedAt.toISOString(), note: r.note ?? '' } : null,
      };
    }),
    total: total!.n,
    page: page.page,
    pageSize: page.pageSize,
  };
}
