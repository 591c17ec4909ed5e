#!/usr/bin/env node
// Builds @portal/contracts after an install, so the API's build and editors find its compiled types.
// An install without dev dependencies (the production image's runtime layer) has no TypeScript: it copies
// the contracts' dist/ from the build stage instead, so there is nothing to do here.
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';

try {
  createRequire(import.meta.url).resolve('typescript');
} catch {
  console.log('[contracts] no TypeScript in this install: build skipped');
  process.exit(0);
}
execSync('npm run build -w @portal/contracts', { stdio: 'inherit' });
