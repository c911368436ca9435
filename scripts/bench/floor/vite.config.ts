/**
 * Builds the floor page (scripts/bench/floor/) on its own, into scripts/bench/floor/dist/: none of
 * the playground's plugins, so what it loads is React, Monaco and one worker, nothing more.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  worker: { format: 'es' },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  logLevel: 'warn',
});
