import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The API serves this build under /_backoffice/ and answers /superAdmin/* and /customerAdmin/* with its index.html.
export default defineConfig({
  base: '/_backoffice/',
  plugins: [react()],
  // The shared contracts are compiled from their TypeScript source, like the app's own files.
  resolve: {
    alias: { '@portal/contracts': fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)) },
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
    testTimeout: 20000,
  },
});
