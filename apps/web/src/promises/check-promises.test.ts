// The check of the promise registry, on a made-up page: it must catch a new paragraph nobody listed,
// an entry whose text changed, and a proof that points at no test.
import { describe, expect, it } from 'vitest';
import {
  checkPromises,
  describeGaps,
  describeProblems,
  paragraphsOf,
  testTitles,
  type PromiseEntry,
} from './check-promises';

const page = {
  meta: { updated: 'Last updated: {{date}}' },
  terms: {
    lead: 'We pay within a day.',
    sections: [
      { title: 'Coins', body: ['1 yen buys 1 coin.'] },
      { title: 'Tips', list: ['Take breaks.', 'We answer within a month.'] },
    ],
  },
  faq: { items: [{ q: 'Who can play?', a: 'Adults only.' }] },
  methods: [{ method: 'Bank', time: 'Within 10 minutes' }],
};

const files: Record<string, string> = {
  'apps/server/src/pay.test.ts': [
    "describe('payouts', () => {",
    "  it('pays within a day', async () => {});",
    '  it(',
    "    'buys 1 coin per yen and 20 coins per yuan, exactly',",
    '    () => {},',
    '  );',
    '  test.skip("refuses an adult\'s minor \\"friend\\"", () => {});',
    '});',
  ].join('\n'),
  'apps/web/e2e/money.spec.ts':
    "test('money as a player', async () => { await test.step('deposits in ten minutes', async () => {}); });",
};
const readFile = (file: string) => files[file];

const complete: PromiseEntry[] = [
  { text: 'Last updated: {{date}}', kind: 'statement', why: 'a label' },
  {
    text: 'We pay within a day.',
    kind: 'promise',
    proof: [{ file: 'apps/server/src/pay.test.ts', test: 'pays within a day' }],
  },
  {
    text: '1 yen buys 1 coin.',
    kind: 'promise',
    proof: [{ file: 'apps/server/src/pay.test.ts', test: '1 coin per yen' }],
  },
  { text: 'Take breaks.', kind: 'statement', why: 'advice' },
  { text: 'We answer within a month.', kind: 'gap', why: 'support replies are not timed' },
  { text: 'Adults only.', kind: 'promise', proof: [{ file: 'apps/server/src/pay.test.ts', test: 'minor "friend"' }] },
  {
    text: 'Bank | Within 10 minutes',
    kind: 'promise',
    proof: [{ file: 'apps/web/e2e/money.spec.ts', test: 'deposits in ten minutes' }],
  },
];

describe('paragraphsOf', () => {
  it('lists every paragraph, list item, answer and table row by its path, and no heading', () => {
    expect(paragraphsOf('legal', page)).toEqual([
      { path: 'legal:meta.updated', text: 'Last updated: {{date}}' },
      { path: 'legal:terms.lead', text: 'We pay within a day.' },
      { path: 'legal:terms.sections[0].body[0]', text: '1 yen buys 1 coin.' },
      { path: 'legal:terms.sections[1].list[0]', text: 'Take breaks.' },
      { path: 'legal:terms.sections[1].list[1]', text: 'We answer within a month.' },
      { path: 'legal:faq.items[0].a', text: 'Adults only.' },
      { path: 'legal:methods[0]', text: 'Bank | Within 10 minutes' },
    ]);
  });
});

describe('testTitles', () => {
  it('reads the titles of it(, test( and test.step( calls, across lines and with escaped quotes', () => {
    expect(testTitles(files['apps/server/src/pay.test.ts']!)).toEqual([
      'pays within a day',
      'buys 1 coin per yen and 20 coins per yuan, exactly',
      'refuses an adult\'s minor "friend"',
    ]);
    expect(testTitles(files['apps/web/e2e/money.spec.ts']!)).toEqual(['money as a player', 'deposits in ten minutes']);
    expect(testTitles("describe('not a test', () => {}); split('x'); submit('y');")).toEqual([]);
  });
});

describe('checkPromises', () => {
  it('passes a registry that lists every paragraph with a proof that exists, and counts the kinds', () => {
    const result = checkPromises(paragraphsOf('legal', page), complete, readFile);
    expect(describeProblems(result, 'promises.ts')).toBe('');
    expect(result.counts).toEqual({ paragraphs: 7, promise: 4, statement: 2, gap: 1 });
    expect(describeGaps(result)).toContain('legal:terms.sections[1].list[1]: support replies are not timed');
  });

  it('fails on a new paragraph nobody listed, naming its path and the entry to add', () => {
    const grown = structuredClone(page);
    grown.terms.sections[0]!.body!.push('Fees are never taken from your coins.');
    const result = checkPromises(paragraphsOf('legal', grown), complete, readFile);
    expect(result.missing).toEqual([
      { path: 'legal:terms.sections[0].body[1]', text: 'Fees are never taken from your coins.' },
    ]);
    const message = describeProblems(result, 'promises.ts');
    expect(message).toContain('not in promises.ts');
    expect(message).toContain('// legal:terms.sections[0].body[1]');
    expect(message).toContain('text: "Fees are never taken from your coins."');
    expect(message).toContain("kind: 'promise'");
  });

  it('fails on an entry whose text changed on the page, as missing and stale', () => {
    const changed = structuredClone(page);
    changed.terms.lead = 'We pay within two days.';
    const result = checkPromises(paragraphsOf('legal', changed), complete, readFile);
    expect(result.missing.map((paragraph) => paragraph.text)).toEqual(['We pay within two days.']);
    expect(result.stale.map((entry) => entry.text)).toEqual(['We pay within a day.']);
    expect(describeProblems(result, 'promises.ts')).toContain('no page says any more');
  });

  it('fails on a proof whose file or test is not there, or whose title is ambiguous, and on a promise without proof', () => {
    const proofs: PromiseEntry[] = [
      { text: 'a', kind: 'promise', proof: [{ file: 'apps/server/src/gone.test.ts', test: 'pays' }] },
      { text: 'b', kind: 'promise', proof: [{ file: 'apps/server/src/pay.test.ts', test: 'pays within a week' }] },
      { text: 'c', kind: 'promise', proof: [{ file: 'apps/server/src/pay.test.ts', test: 'in' }] },
      { text: 'd', kind: 'promise', proof: [] },
      { text: 'e', kind: 'promise', proof: [{ file: 'apps/server/src/pay.test.ts', test: 'payouts' }] },
    ];
    const paragraphs = ['a', 'b', 'c', 'd', 'e'].map((text) => ({ path: `legal:${text}`, text }));
    const result = checkPromises(paragraphs, proofs, readFile);
    expect(result.badProofs.map((problem) => [problem.text, problem.reason.split(':')[0]])).toEqual([
      ['a', 'no such file'],
      ['b', 'no it(…) or test(…) with this title in the file'],
      ['c', 'matches 3 tests'],
      ['d', 'no proof'],
      // A describe() title is not a test.
      ['e', 'no it(…) or test(…) with this title in the file'],
    ]);
  });

  it('fails on a text listed twice', () => {
    const twice = [...complete, { text: 'Take breaks.', kind: 'statement', why: 'again' } as const];
    const result = checkPromises(paragraphsOf('legal', page), twice, readFile);
    expect(result.duplicates).toEqual(['Take breaks.']);
    expect(describeProblems(result, 'promises.ts')).toContain('Listed more than once');
  });
});
