// Compiles the API and runs the migration generator (see src/database-tools/generate-migration.ts).
import { execFileSync } from 'node:child_process';
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
execFileSync('node', ['dist/database-tools/generate-migration.js', ...process.argv.slice(2)], { stdio: 'inherit' });
