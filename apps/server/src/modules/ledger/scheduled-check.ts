// The ledger checked on a schedule: a durable job runs the verification `ledger:verify` runs
// (verifyLedger) every LEDGER_CHECK_MINUTES and records what it found in ledger_checks, where the
// dashboard reads the latest. A ledger that disagrees with itself is an incident: a failed run also
// writes the audit log and logs an error. There is one job per interval (its dedupe key is the
// interval's start), so several processes or restarts check once an interval; each run queues the
// next interval's, so a server that was down checks once when it is back, not once per missed hour.
import type { FastifyBaseLogger } from 'fastify';
import type { LedgerCheck } from '@hall/contracts/admin';
import type { Db, Executor, Tx } from '../../db/client';
import type { ledgerChecks } from '../../db/schema/ledger';
import { inTransaction } from '../../db/transaction';
import type { ClaimedJob, JobHandler, JobQueue } from '../jobs/queue';
import { writeAudit } from '../operator/service';
import { insertLedgerCheck, latestCheck, latestPassedCheck } from './repo';
import { verifyLedger, type LedgerReport } from './verify';

export const LEDGER_CHECK_JOB = 'ledger-check';
/** Problems kept with a run (their count is kept whole): where to start looking, not a copy of the ledger. */
export const LEDGER_CHECK_PROBLEMS_KEPT = 50;
/** Problems written to the audit row of a failed run. */
const PROBLEMS_AUDITED = 10;

export interface LedgerCheckDeps {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** LEDGER_CHECK_MINUTES: the interval, at least 1. */
  minutes: number;
  log: FastifyBaseLogger;
}

const intervalStart = (at: Date, minutes: number) => {
  const ms = minutes * 60_000;
  return new Date(Math.floor(at.getTime() / ms) * ms);
};

async function enqueueCheck(db: Executor, deps: LedgerCheckDeps, at: Date) {
  const start = intervalStart(at, deps.minutes);
  await deps.jobs.enqueue(db, {
    kind: LEDGER_CHECK_JOB,
    payload: { interval: start.toISOString() },
    dedupeKey: `ledger-check:${start.toISOString()}`,
    delaySeconds: Math.max(0, Math.ceil((start.getTime() - Date.now()) / 1000)),
  });
}

/** At start-up: this interval's check, due now unless it ran (or was queued) already. */
export function scheduleLedgerCheck(deps: LedgerCheckDeps, now = new Date()) {
  return enqueueCheck(deps.db, deps, now);
}

/**
 * The next check: of the interval after the current one, so a late job does not catch up on every
 * missed interval; and after the job's own, so a job claimed a moment early (clocks differ) does
 * not find its own key taken and end the schedule.
 */
function enqueueNext(db: Executor, deps: LedgerCheckDeps, jobInterval: Date, now = new Date()) {
  const after = Math.max(intervalStart(now, deps.minutes).getTime(), jobInterval.getTime());
  return enqueueCheck(db, deps, new Date(after + deps.minutes * 60_000));
}

type Findings = Pick<LedgerReport, 'ok' | 'problems' | 'accounts' | 'transfers' | 'entries'>;

/** Records a run, writes the audit log when it failed, and queues the next, in the caller's transaction. */
async function record(tx: Tx, deps: LedgerCheckDeps, job: ClaimedJob, findings: Findings, startedAt: Date) {
  const check = await insertLedgerCheck(tx, {
    ok: findings.ok,
    problems: findings.problems.slice(0, LEDGER_CHECK_PROBLEMS_KEPT),
    problemCount: findings.problems.length,
    accounts: findings.accounts,
    transfers: findings.transfers,
    entries: findings.entries,
    startedAt,
  });
  if (!findings.ok)
    await writeAudit(tx, {
      operatorId: null,
      action: 'ledger.check_failed',
      targetType: 'ledger_check',
      targetId: check.id,
      after: { problemCount: findings.problems.length, problems: findings.problems.slice(0, PROBLEMS_AUDITED) },
    });
  await enqueueNext(tx, deps, jobInterval(job));
  return check;
}

function alert(deps: LedgerCheckDeps, check: typeof ledgerChecks.$inferSelect) {
  if (check.ok) return;
  deps.log.error(
    { checkId: check.id, problemCount: check.problemCount, problems: check.problems.slice(0, PROBLEMS_AUDITED) },
    'ledger check failed: the ledger disagrees with itself',
  );
}

const jobInterval = (job: ClaimedJob) => new Date(String(job.payload.interval));

export function ledgerCheckHandler(deps: LedgerCheckDeps): JobHandler {
  return {
    backoffSeconds: 30,
    async run(job) {
      const startedAt = new Date();
      const findings = await verifyLedger(deps.db);
      alert(deps, await inTransaction(deps.db, (tx) => record(tx, deps, job, findings, startedAt)));
    },
    // The verification could not run at all, on any try (the database refused it): a failed check
    // too, for operators to see, and the schedule goes on.
    async onFailed(tx, job, error) {
      const failed = {
        ok: false,
        problems: [`the check could not run: ${error}`],
        accounts: 0,
        transfers: 0,
        entries: 0,
      };
      alert(deps, await record(tx, deps, job, failed, new Date()));
    },
  };
}

/** The latest run, with when the ledger last verified (null before the first run). */
export async function latestLedgerCheck(db: Executor): Promise<LedgerCheck | null> {
  const latest = await latestCheck(db);
  if (!latest) return null;
  const lastOk = latest.ok ? latest : await latestPassedCheck(db);
  return {
    checkedAt: latest.finishedAt.toISOString(),
    ok: latest.ok,
    problems: latest.problems,
    problemCount: latest.problemCount,
    accounts: latest.accounts,
    transfers: latest.transfers,
    entries: latest.entries,
    lastOkAt: lastOk?.finishedAt.toISOString() ?? null,
  };
}
