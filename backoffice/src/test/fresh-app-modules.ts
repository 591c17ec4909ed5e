import { vi } from 'vitest';
import { clearTimersLeftPending } from './timer-ledger';
import { freshEmotionStyles } from './fresh-emotion-styles';

// The test files share a worker and its jsdom (isolate: false in vite.config.ts), so react-admin, MUI and the other
// libraries in node_modules are imported once per worker. The app's own modules hold state (the i18n provider and
// its language, caches) and a file's vi.mock must not reach the next file: both are started afresh here, before each
// file, with what a new jsdom would not have kept: the document (body, MUI's styles, title, language), storage,
// timers still pending, stubbed globals, what was defined on navigator, and the address.
const mocker = (globalThis as { __vitest_mocker__?: { reset?: () => void } }).__vitest_mocker__;
if (typeof mocker?.reset !== 'function') throw new Error('vitest no longer exposes its mocker: set isolate: true');
mocker.reset();
vi.resetModules();
vi.useRealTimers();
clearTimersLeftPending();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
document.body.innerHTML = '';
// A dialog left open locks the page's scroll on the body (padding and overflow).
for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
freshEmotionStyles();
document.title = '';
document.documentElement.removeAttribute('lang');
// What a file defined on navigator (a clipboard, say) is gone, as it would be with a new jsdom.
const NAVIGATOR_KEYS = Symbol.for('backoffice-tests.navigator-keys');
const shared = globalThis as { [NAVIGATOR_KEYS]?: Set<PropertyKey> };
shared[NAVIGATOR_KEYS] ??= new Set(Reflect.ownKeys(navigator));
for (const key of Reflect.ownKeys(navigator)) {
  if (!shared[NAVIGATOR_KEYS].has(key)) Reflect.deleteProperty(navigator, key);
}
sessionStorage.clear();
localStorage.clear();
window.history.replaceState(null, '', '/');
