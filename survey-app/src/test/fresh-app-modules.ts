import { vi } from 'vitest';

// The test files share a worker and its jsdom (isolate: false in vite.config.ts), so the heavy libraries in
// node_modules are imported once per worker. The app's own modules hold state (the toast store, the language,
// caches) and a file's vi.mock must not reach the next file: both are started afresh here, before each file.
const mocker = (globalThis as { __vitest_mocker__?: { reset?: () => void } }).__vitest_mocker__;
if (typeof mocker?.reset !== 'function') throw new Error('vitest no longer exposes its mocker: set isolate: true');
mocker.reset();
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
document.body.innerHTML = '';
sessionStorage.clear();
localStorage.clear();
window.history.replaceState(null, '', '/');
