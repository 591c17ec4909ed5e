import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { catalogueParts } from './catalogue-parts.js';

// The API serves this build under /_survey/ and answers the app's routes with its index.html.
export default defineConfig({
  base: '/_survey/',
  plugins: [
    react(),
    catalogueParts(fileURLToPath(new URL('../packages/contracts/src/i18n/survey-app', import.meta.url))),
  ],
  // The shared contracts are compiled from their TypeScript source, like the app's own files.
  resolve: {
    alias: {
      '@portal/contracts': fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)),
      // One catalogue per file, so a language is loaded only when chosen.
      '@portal/contracts-i18n': fileURLToPath(new URL('../packages/contracts/src/i18n', import.meta.url)),
    },
  },
  build: { outDir: 'dist', sourcemap: false },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share a worker's jsdom and its imported libraries; src/test/fresh-app-modules.ts starts the app's own
    // modules, mocks and the document afresh for each file.
    isolate: false,
    setupFiles: ['src/test/fresh-app-modules.ts', 'src/test-setup.ts'],
    restoreMocks: true,
    // The machine is shared; a slow first render must not fail a test.
    testTimeout: 20_000,
  },
});
