// `npm test`: every check — the production build, unit and API tests (PGlite, and PostgreSQL when
// DATABASE_URL is set) with types, lint and format beside them, the end-to-end suite in Chromium and
// the benchmarks' smoke runs — then one line `N passed, N failed` totalled over all of them. Exits
// non-zero if anything failed.
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const flaky = [];
// Named again at the very end: a CI log is often read from its tail only.
const failedTests = [];

const started = Date.now();
const timings = [];
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const heading = (label, command, args) => `\n=== ${label}: ${command} ${args.join(' ')}`;

/**
 * Runs a command to its end without blocking this process (checks beside it keep collecting their
 * output). `inherit` streams its output; otherwise it is collected and returned. `background` runs
 * it at the lowest CPU priority: a check that only fills the cores the tests leave idle.
 */
function execute(command, args, { env = {}, inherit = false, background = false } = {}) {
  const [file, argv] = background ? ['nice', ['-n', '19', command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, {
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ status: code, output: Buffer.concat(chunks).toString() }));
    // A command that cannot start (not installed) fails its check instead of hanging the run.
    child.on('error', (error) => resolve({ status: 1, output: String(error) }));
  });
}

async function run(label, command, args, env = {}) {
  console.log(heading(label, command, args));
  const begun = Date.now();
  const { status } = await execute(command, args, { env, inherit: true });
  timings.push(`${label} ${seconds(begun)}`);
  return status === 0;
}

/** A suite reports its own counts in a JSON file; a crash before writing it counts as one failure. */
async function suite(label, command, args, reportFile, read, env = {}) {
  const ok = await run(label, command, args, env);
  if (!existsSync(reportFile)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const counts = read(JSON.parse(readFileSync(reportFile, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed > 0 || !ok) failures.push(label);
  for (const title of counts.failedTitles ?? []) failedTests.push(`${label}: ${title}`);
  if (!ok && counts.failed === 0) {
    failed += 1;
  }
}

/**
 * Tests that passed, counted once however many times they ran: a server test on both database
 * engines, a flow on both viewports. The `N passed` line counts runs; this counts what is tested, so
 * running a test on one engine or one viewport instead of two shows as what it is.
 */
const distinct = { vitest: new Set(), e2e: new Set() };
let e2eTimes = '';

/**
 * The end-to-end suite's time per spec file, summed over its tests' runs (worker-seconds, retries
 * included), largest first: where the suite's time goes, read in the same run as its Took line.
 */
function e2eSpecTimes(report) {
  const perFile = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results ?? []) perFile.set(file, (perFile.get(file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  const total = [...perFile.values()].reduce((sum, seconds) => sum + seconds, 0);
  const files = [...perFile.entries()].sort((a, b) => b[1] - a[1]);
  return `${total.toFixed(0)} worker-s: ${files.map(([file, seconds]) => `${file} ${seconds.toFixed(0)}`).join(', ')}`;
}

/** Titles of the tests in a Playwright JSON report whose status is one of `statuses`. */
function e2eTests(report, statuses) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (['expected', 'flaky'].includes(test.status)) distinct.e2e.add([...path, spec.title].join(' › '));
        if (statuses.includes(test.status)) titles.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

/**
 * Names of the tests in a Vitest JSON report that failed (or, with `flaky`, that passed only on a
 * retry: they pass with the first attempt's error kept), with their file and first error line.
 */
function vitestTests(report, flaky = false) {
  const titles = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') distinct.vitest.add(`${name} › ${test.fullName}`);
      const errors = test.failureMessages ?? [];
      if (flaky ? !(test.status === 'passed' && errors.length > 0) : test.status !== 'failed') continue;
      const why = (errors[0] ?? '').split('\n')[0].slice(0, 300);
      titles.push(`${name} › ${test.fullName}${why ? ` — ${why}` : ''}`);
    }
    if (flaky) continue;
    // A file that failed outside any test (import error, hook timeout) has no failed assertion.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      titles.push(`${name} — ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
  }
  return titles;
}

/**
 * Independent pass/fail checks in the background, as many at once as there are cores (each is one
 * single-threaded process). Each one's output is printed whole when it ends, so the log does not
 * interleave.
 */
async function checks(list) {
  const queue = [...list];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [label, command, args] = next;
      const begun = Date.now();
      const { status, output } = await execute(command, args, { background: true });
      timings.push(`${label} ${seconds(begun)}`);
      console.log(`${heading(label, command, args)}\n${output}`);
      if (status === 0) passed += 1;
      else {
        failed += 1;
        failures.push(label);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), list.length) }, worker));
}

/**
 * Every `bench:*` script of package.json, in its smoke mode (BENCH_SMOKE=1: a second or one run per
 * figure, the production-like configuration unchanged), so that a benchmark that stops working fails
 * the build instead of rotting. A benchmark passes when it exits 0 having printed its table (a
 * Markdown table); its figures are never judged. The build the scripts begin with has just run.
 * They run side by side, after the tests.
 */
async function benchmarks() {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
  // These measure PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL): without one they are skipped.
  const needsPostgres = new Set(['bench:spin', 'bench:agent']);
  // Side by side: a smoke run's figures are never judged, only that it runs and prints its table,
  // and one after another they took 45 s of the run's 12 minutes where together they take about the
  // longest one's time. Each starts its own server on its own port and database; run by hand
  // (`npm run bench:*`), a benchmark has the machine to itself.
  const runs = Object.entries(scripts)
    .filter(([key]) => key.startsWith('bench:'))
    .map(async ([name, script]) => {
      const label = `${name} (smoke)`;
      if (needsPostgres.has(name) && !process.env.DATABASE_URL && !process.env.BENCH_DATABASE_URL)
        return { label, skipped: true };
      const command = script.replace(/^npm run build(?: (?:-w|--workspace) \S+)? && /, '');
      const begun = Date.now();
      const { status, output } = await execute('sh', ['-c', command], { env: { BENCH_SMOKE: '1' } });
      return { label, command, status, output, took: seconds(begun) };
    });
  for (const run of await Promise.all(runs)) {
    if (run.skipped) {
      console.log(`\n=== ${run.label}: skipped, no DATABASE_URL`);
      continue;
    }
    timings.push(`${run.label} ${run.took}`);
    console.log(`${heading(run.label, 'sh', ['-c', run.command])}\n${run.output}`);
    const printedTable = /^\|[-: |]+\|$/m.test(run.output);
    if (run.status === 0 && printedTable) passed += 1;
    else {
      failed += 1;
      failures.push(run.label);
      failedTests.push(`${run.label}: ${run.status === 0 ? 'printed no table' : `exit ${run.status}`}`);
    }
  }
}

// The build first: the end-to-end suite and the benchmarks run what it builds.
const built = await run('build', 'npm', ['run', 'build']);
if (built) passed += 1;
else {
  failed += 1;
  failures.push('build (end-to-end tests and benchmarks not run)');
}

// Types, lint and format take the CPU the tests leave idle while they wait on their databases (a
// unit and API run kept about a core and a half of two busy): beside the tests at the lowest
// priority, they cost the run little wall time instead of running before it. The benchmarks run
// after the tests at normal priority: starved beside them, a one-second smoke row completed no spin.
const beside = checks([
  ['typecheck web', 'npx', ['tsc', '-p', 'apps/web']],
  ['typecheck server', 'npx', ['tsc', '-p', 'apps/server']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['import graph', 'npm', ['run', '--silent', 'lint:graph']],
  ['typecheck', 'npx', ['tsc', '-p', 'packages/contracts']],
  ['typecheck engine', 'npx', ['tsc', '-p', 'packages/game-engine']],
]);

await suite(
  'unit and API tests',
  'npx',
  ['vitest', 'run'],
  `${results}/vitest.json`,
  (r) => {
    for (const title of vitestTests(r, true)) flaky.push(title);
    return { passed: r.numPassedTests, failed: r.numFailedTests, failedTitles: vitestTests(r) };
  },
  { VITEST_JSON: `${results}/vitest.json` },
);

if (built) {
  await suite(
    'end-to-end tests',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
    `${results}/e2e.json`,
    (r) => {
      e2eTimes = e2eSpecTimes(r);
      for (const title of e2eTests(r, ['flaky'])) flaky.push(title);
      return {
        passed: r.stats.expected + r.stats.flaky,
        failed: r.stats.unexpected,
        failedTitles: e2eTests(r, ['unexpected']),
      };
    },
  );
}

await beside;
if (built) await benchmarks();

console.log('');
// Where the time went: CI has a budget of 30 minutes for everything.
// Steps beside the tests overlap them: their times do not add up to the total.
console.log(`Took ${seconds(started)}: ${timings.join(', ')}`);
if (e2eTimes) console.log(`End-to-end time by spec: ${e2eTimes}`);
if (flaky.length) console.log(`Flaky (failed, then passed on the retry):\n  ${flaky.join('\n  ')}`);
if (failedTests.length) console.log(`Failed tests:\n  ${failedTests.join('\n  ')}`);
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
console.log(
  `Distinct tests passed: ${distinct.vitest.size + distinct.e2e.size} (unit and API ${distinct.vitest.size}, ` +
    `end-to-end ${distinct.e2e.size}); a test run on both engines or both viewports counts once`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
