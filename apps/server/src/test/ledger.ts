// The ledger check every money-moving test ends with.
import { expect } from 'vitest';
import type { Executor } from '../db/client';
import { verifyLedger } from '../modules/ledger/verify';

export async function expectLedgerVerified(db: Executor) {
  const report = await verifyLedger(db);
  expect(report.problems).toEqual([]);
  return report;
}
