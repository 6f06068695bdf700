// Metrics that belong to the process rather than to one app instance: default Node.js process
// metrics, ledger postings and stray rejections. Each app's /metrics adds this registry to its own.
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

export const processRegistry = new Registry();

let defaultsStarted = false;
/** Starts the default collectors once per process (they start observers that are never stopped), and
 * only in a process that serves /metrics, not in every script that posts to the ledger. */
export function startDefaultMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: processRegistry });
}

export const ledgerPostings = new Counter({
  name: 'hall_ledger_postings_total',
  // Counted as a transfer is posted inside its transaction; one rolled back later stays counted.
  help: 'Ledger transfers posted by this process, by kind.',
  labelNames: ['kind'],
  registers: [processRegistry],
});

export const unhandledRejections = new Counter({
  name: 'hall_unhandled_rejections_total',
  help: 'Promise rejections nobody handled; each was logged and the process kept serving.',
  registers: [processRegistry],
});
