// Reads the English legal and help pages paragraph by paragraph and holds them against the promise
// registry (promises.ts): every paragraph must be listed by its exact text, every promise must name
// tests that exist. Pure functions over the page JSON and a file reader, so the check itself is
// tested with a made-up page (check-promises.test.ts) and runs without a server or a database.

/** A test that proves a promise: a test file from the repository root, and its title (or a unique part of it). */
export interface Proof {
  file: string;
  test: string;
}

export type PromiseEntry =
  /** The site keeps it by code, and these tests prove it. */
  | { text: string; kind: 'promise'; proof: Proof[] }
  /** Not something code keeps: a description, advice, a legal reservation, a way to contact us. */
  | { text: string; kind: 'statement'; why: string }
  /** A promise no test proves in full yet: `why` says what is missing, `proof` names what is tested. */
  | { text: string; kind: 'gap'; why: string; proof?: Proof[] };

/** One paragraph, list item or table row of a page, where it sits, and its exact English text. */
export interface Paragraph {
  /** `namespace:key.path[index]`, as a translator finds it. */
  path: string;
  text: string;
}

// Headings name what follows them; the paragraph under a heading is what says something.
const HEADING_KEYS = new Set(['title', 'tab', 'q']);

function isStringRow(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, cell]) => typeof cell === 'string' && !HEADING_KEYS.has(key));
}

/**
 * Every paragraph of one page's English JSON: each string, except headings (`title`, `tab`, `q`);
 * a table row (an object of strings in a list, such as a deposit method) is one paragraph, its
 * cells joined with " | ", because its cells only say something together.
 */
export function paragraphsOf(namespace: string, page: unknown): Paragraph[] {
  const out: Paragraph[] = [];
  const walk = (value: unknown, path: string, key: string, inList: boolean) => {
    if (typeof value === 'string') {
      if (!HEADING_KEYS.has(key)) out.push({ path: `${namespace}:${path}`, text: value });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${index}]`, key, true));
    } else if (inList && isStringRow(value)) {
      out.push({ path: `${namespace}:${path}`, text: Object.values(value).join(' | ') });
    } else if (typeof value === 'object' && value !== null) {
      for (const [child, item] of Object.entries(value)) walk(item, path ? `${path}.${child}` : child, child, false);
    }
  };
  walk(page, '', '', false);
  return out;
}

/** The titles of the tests a file declares: the first string of each `it(`, `test(` or `test.step(` call. */
export function testTitles(source: string): string[] {
  const call = /(?<![\w.$])(?:it|test)(?:\.(?:only|skip|fails|concurrent|step))*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  return [...source.matchAll(call)].map((match) => match[2]!.replace(/\\(.)/g, '$1'));
}

export interface ProofProblem {
  text: string;
  proof: Proof;
  reason: string;
}

export interface CheckResult {
  /** Paragraphs of the pages no entry lists. */
  missing: Paragraph[];
  /** Entries whose text no page says any more. */
  stale: PromiseEntry[];
  /** Texts listed twice. */
  duplicates: string[];
  /** Promises without proof, proofs whose file or test is not there. */
  badProofs: ProofProblem[];
  /** The gaps, with where each is said. */
  gaps: { entry: Extract<PromiseEntry, { kind: 'gap' }>; paths: string[] }[];
  counts: { paragraphs: number; promise: number; statement: number; gap: number };
}

/**
 * Holds the pages' paragraphs against the registry. `readFile` gives a file's text by its path from
 * the repository root, or undefined when there is no such file.
 */
export function checkPromises(
  paragraphs: Paragraph[],
  registry: PromiseEntry[],
  readFile: (file: string) => string | undefined,
): CheckResult {
  const byText = new Map<string, PromiseEntry>();
  const duplicates: string[] = [];
  for (const entry of registry) {
    if (byText.has(entry.text)) duplicates.push(entry.text);
    else byText.set(entry.text, entry);
  }
  const said = new Set(paragraphs.map((paragraph) => paragraph.text));
  const missing = paragraphs.filter((paragraph) => !byText.has(paragraph.text));
  const stale = [...byText.values()].filter((entry) => !said.has(entry.text));

  const titles = new Map<string, string[] | undefined>();
  const titlesOf = (file: string) => {
    if (!titles.has(file)) {
      const source = readFile(file);
      titles.set(file, source === undefined ? undefined : testTitles(source));
    }
    return titles.get(file);
  };
  const badProofs: ProofProblem[] = [];
  for (const entry of byText.values()) {
    if (entry.kind !== 'promise') continue;
    if (entry.proof.length === 0)
      badProofs.push({ text: entry.text, proof: { file: '', test: '' }, reason: 'no proof' });
    for (const proof of entry.proof) {
      const found = titlesOf(proof.file);
      const reason =
        found === undefined
          ? 'no such file'
          : proofReason(
              found.filter((title) => title.includes(proof.test)),
              proof.test,
            );
      if (reason) badProofs.push({ text: entry.text, proof, reason });
    }
  }

  const counts = { paragraphs: paragraphs.length, promise: 0, statement: 0, gap: 0 };
  for (const paragraph of paragraphs) {
    const entry = byText.get(paragraph.text);
    if (entry) counts[entry.kind] += 1;
  }
  const gaps = [...byText.values()]
    .filter((entry): entry is Extract<PromiseEntry, { kind: 'gap' }> => entry.kind === 'gap' && said.has(entry.text))
    .map((entry) => ({
      entry,
      paths: paragraphs.filter((paragraph) => paragraph.text === entry.text).map((paragraph) => paragraph.path),
    }));
  return { missing, stale, duplicates, badProofs, gaps, counts };
}

function proofReason(matches: string[], test: string): string | undefined {
  if (test.trim() === '') return 'empty test title';
  if (matches.length === 0) return 'no it(…) or test(…) with this title in the file';
  if (matches.length > 1 && !matches.includes(test)) return `matches ${matches.length} tests: ${matches.join(' / ')}`;
  return undefined;
}

/** The check's failures as one message that says exactly what to add, change or remove; '' when it passes. */
export function describeProblems(result: CheckResult, registryFile: string): string {
  const parts: string[] = [];
  if (result.missing.length > 0) {
    parts.push(
      `${result.missing.length} paragraph(s) of the legal and help pages are not in ${registryFile}. ` +
        'Add an entry for each: a promise with the test(s) that prove it, a statement (not kept by code) ' +
        'with why, or a gap (a promise no test proves yet) with what is missing:',
      ...result.missing.map(
        (paragraph) =>
          `  // ${paragraph.path}\n  {\n    text: ${JSON.stringify(paragraph.text)},\n` +
          "    kind: 'promise',\n    proof: [{ file: 'apps/…/….test.ts', test: '<title of the test>' }],\n  },",
      ),
    );
  }
  if (result.stale.length > 0) {
    parts.push(
      `${result.stale.length} entr(y/ies) of ${registryFile} name a text no page says any more. ` +
        'If the text was changed, give the entry the new text and check that its proof still proves it; ' +
        'if it was removed, remove the entry:',
      ...result.stale.map((entry) => `  ${JSON.stringify(entry.text)}`),
    );
  }
  if (result.duplicates.length > 0) {
    parts.push(
      'Listed more than once (keep one entry per text):',
      ...result.duplicates.map((text) => `  ${JSON.stringify(text)}`),
    );
  }
  if (result.badProofs.length > 0) {
    parts.push(
      'Proofs that do not point at a test:',
      ...result.badProofs.map(
        (problem) =>
          `  ${JSON.stringify(problem.text.slice(0, 80))}…\n    ${problem.proof.file} ${JSON.stringify(problem.proof.test)}: ${problem.reason}`,
      ),
    );
  }
  return parts.join('\n');
}

/** The gaps, for the test's output, so they stay in sight while they are allowed. */
export function describeGaps(result: CheckResult): string {
  if (result.gaps.length === 0) return 'No promise of the legal and help pages is without a test.';
  return [
    `${result.gaps.length} promise(s) of the legal and help pages have no test yet:`,
    ...result.gaps.map(({ entry, paths }) => `  - ${paths.join(', ')}: ${entry.why}`),
  ].join('\n');
}
