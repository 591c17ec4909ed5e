import { transformFileSync } from '@swc/core';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const apiDir = join(__dirname, '..', '..');

/**
 * The API compiled to plain JavaScript for a spec that starts the real server process: swc with the API's own
 * .swcrc (the transform every spec runs under), each source file to a .js file, in a folder beside dist/ (so paths
 * the server finds from its own location, such as the repository root, are the same). A type check is the build's
 * and the linter's job; `tsc` here took ~45 s of CPU on each engine, swc takes a few seconds, and dist/ is left to
 * the build running beside the suites.
 */
export function buildServerForTest(): { main: string; remove: () => void } {
  const out = mkdtempSync(join(apiDir, '.test-build-'));
  const src = join(apiDir, 'src');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? walk(join(dir, e.name))
        : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts')
          ? [join(dir, e.name)]
          : [],
    );
  for (const file of walk(src)) {
    const target = join(out, relative(src, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, transformFileSync(file, { cwd: apiDir, swcrc: true, sourceMaps: false }).code);
  }
  return { main: join(out, 'main.js'), remove: () => rmSync(out, { recursive: true, force: true }) };
}
