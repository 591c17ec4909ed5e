// Journeys drive the built portal: build whatever is missing once, then seed the demo template the portals copy.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildPortalTemplate } from './portal-template';

export default async function globalSetup(): Promise<void> {
  const root = join(__dirname, '..', '..');
  const missing = ['api/dist/main.js', 'backoffice/dist/index.html', 'survey-app/dist/index.html'].filter(
    (f) => !existsSync(join(root, f)),
  );
  // npm test builds once for both engines and says so with PORTAL_PREBUILT.
  if (missing.length || (process.env.CI && !process.env.PORTAL_PREBUILT)) {
    console.log(`\n[journeys] building the portal (${missing.length ? `missing ${missing.join(', ')}` : 'CI'})`);
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  await buildPortalTemplate();
}
