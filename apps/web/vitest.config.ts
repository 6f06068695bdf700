// Unit tests of the web app: jsdom, React Testing Library, fetch mocked per test.
// The test files of a worker share one jsdom and one module graph (isolate: false): a fresh jsdom,
// UI kit and texts per file were four fifths of these tests' time. The set-up file puts the shared
// document back after each file. A file that replaces a module (vi.mock, or vi.spyOn on a module's
// exports) needs a module graph of its own: the root configuration runs those in an isolated project
// (`web-isolated`), found by their text with `replacesModules` below.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function replacesModules(file: string): boolean {
  const text = readFileSync(path.join(root, file), 'utf8');
  return /\bvi\.(do)?[mM]ock\(/.test(text) || (/^import \* as /m.test(text) && /\bvi\.spyOn\(/.test(text));
}

/** The web test files that replace a module, relative to apps/web. */
export const isolatedWebTests = testFiles('src').filter(replacesModules);

/** The web tests as a Vitest project: the shared-graph one, or (`isolated`) the files that replace modules. */
export function webProject(isolated = false) {
  return {
    root,
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom'] },
    test: {
      name: isolated ? 'web-isolated' : 'web',
      environment: 'jsdom' as const,
      include: isolated ? isolatedWebTests : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? [] : isolatedWebTests,
      isolate: isolated,
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // A page walked through several steps in jsdom (the transfer flow, the withdrawal form) takes 2-4 s
      // on two cores beside the server tests; Vitest's 5 s left no margin (seen timing out on CI).
      testTimeout: 15_000,
    },
  };
}

// Run alone (`vitest -c apps/web/vitest.config.ts`): the shared-graph files; the root runs both.
export default defineConfig(webProject());
