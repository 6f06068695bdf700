// The English legal and help pages promise nothing that is not listed in promises.ts, and each
// promise there names tests that exist. The gaps are printed, so that they stay in sight.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import help from '../locales/help/en-US.json';
import legal from '../locales/legal/en-US.json';
import { checkPromises, describeGaps, describeProblems, paragraphsOf } from './check-promises';
import { PROMISES } from './promises';

// The repository root, which the proofs' paths start from.
const root = path.resolve(import.meta.dirname, '../../../..');
const readFile = (file: string) => {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};

it('lists every paragraph of the legal and help pages, each promise with tests that exist', () => {
  const paragraphs = [...paragraphsOf('legal', legal), ...paragraphsOf('help', help)];
  const result = checkPromises(paragraphs, PROMISES, readFile);
  console.info(
    `${result.counts.paragraphs} paragraphs: ${result.counts.promise} promises, ` +
      `${result.counts.statement} statements, ${result.counts.gap} gaps.\n${describeGaps(result)}`,
  );
  expect(describeProblems(result, 'apps/web/src/promises/promises.ts')).toBe('');
});
