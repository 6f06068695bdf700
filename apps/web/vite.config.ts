// Build and dev-server settings of the web app. The API server serves dist/ in production;
// in development Vite proxies /v2 to it.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, parseSync, type Plugin } from 'vite';
import { serviceWorker } from './pwa/service-worker-plugin';
import { kitDefaultLocale } from './vite-plugins/kit-default-locale';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = { '/v2': { target: apiTarget, changeOrigin: true } };

/** Vendor code that every page needs, split by how often it changes so browsers keep it cached. */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  {
    name: 'i18n',
    // <Trans> (and the HTML parser under it) is only used by pages that load later: left out, it goes
    // with them instead of with every first page.
    test: /[\\/]node_modules[\\/](i18next[\\/]|react-i18next[\\/](?!.*[\\/]Trans(WithoutContext)?\.js))/,
    priority: 20,
  },
  { name: 'query', test: /[\\/]node_modules[\\/](@tanstack|zustand|use-sync-external-store)[\\/]/, priority: 20 },
];

/**
 * The shared contracts define zod schemas at module level. Building a schema has no side effects, so
 * each top-level `const X = <call>` in a contracts file becomes a pure, immediately called function:
 * pages that import only constants (the locale list, the success code) then leave the validation
 * library out of the first load, whatever shape the schema expressions take.
 */
export function pureContracts(): Plugin {
  const wrapped = new Set(['CallExpression', 'NewExpression', 'TSAsExpression', 'TSSatisfiesExpression']);
  return {
    name: 'hall:pure-contracts',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/ },
      handler(code, id) {
        const { program } = parseSync(id, code);
        const edits: { start: number; end: number }[] = [];
        for (const statement of program.body) {
          const declaration =
            statement.type === 'ExportNamedDeclaration'
              ? statement.declaration
              : statement.type === 'VariableDeclaration'
                ? statement
                : null;
          if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
          for (const declarator of declaration.declarations) {
            const init = declarator.init;
            if (init && wrapped.has(init.type)) edits.push({ start: init.start, end: init.end });
          }
        }
        let result = code;
        for (const { start, end } of edits.reverse()) {
          result = `${result.slice(0, start)}/* @__PURE__ */ (() => (${result.slice(start, end)}))()${result.slice(end)}`;
        }
        return { code: result, map: null };
      },
    },
  };
}

/**
 * The operator console is its own page (console.html), built apart by vite.console.config.ts so that
 * nothing of it, not even a shared chunk boundary, changes what players download. The development
 * server answers /console and everything under it with that page.
 */
function consolePage(): Plugin {
  return {
    name: 'hall:console-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        if (url === '/console' || url.startsWith('/console/') || url.startsWith('/console?')) req.url = '/console.html';
        next();
      });
    },
  };
}

export default defineConfig({
  // serviceWorker() writes dist/sw.js, which precaches the app shell the build produced.
  plugins: [pureContracts(), kitDefaultLocale(), react(), serviceWorker(), consolePage()],
  // One React for everything: the root package.json overrides the older React some UI-kit
  // dependencies ask for, and dedupe keeps the bundle on that single copy.
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
