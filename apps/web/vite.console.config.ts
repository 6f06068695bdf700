// The operator console's build: console.html and its own chunks into the same dist/, after the
// player's build (which empties dist/ first). A separate build keeps the player's chunks exactly as
// they are without the console: no module shared by both is split out of the player's entry.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pureContracts } from './vite.config';

export default defineConfig({
  plugins: [pureContracts(), react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets/console',
    target: 'es2022',
    rolldownOptions: { input: 'console.html' },
  },
});
