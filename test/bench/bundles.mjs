// First-load JavaScript of the built apps: the scripts their index.html names, gzipped.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLES_KB } from './targets.mjs';

const root = new URL('../..', import.meta.url).pathname;

function firstLoad(app) {
  const dist = join(root, app, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1].replace(/^\/_[a-z]+\//, ''));
  return (
    files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) /
    1024
  );
}

export function bundles(report) {
  for (const [app, limit] of Object.entries(BUNDLES_KB)) {
    const kb = Math.round(firstLoad(app));
    const chunks = readdirSync(join(root, app, 'dist', 'assets')).filter((f) => f.endsWith('.js')).length;
    report(
      `${app} first-load JS`,
      { rps: '-', p50: '-', p99: '-', errors: 0, baseline: '-', share: `${kb} KB gzip, ${chunks} chunks` },
      `≤ ${limit} KB gzip`,
      kb <= limit ? 'met' : 'missed',
    );
  }
}
