import { getOpenLinkIntro, startOpenForm, type OpenFormStart, type OpenLinkIntro } from '../api/open-link-api';
import { keepBrowserKey, keptBrowserKey } from './browser-key';

/** The link's intro, and this browser's form when it started one before (its key kept in this browser). */
export async function loadOpenLink(token: string): Promise<{ intro: OpenLinkIntro; started: OpenFormStart | null }> {
  const intro = await getOpenLinkIntro(token);
  const kept = keptBrowserKey(token);
  return { intro, started: kept ? await startBrowserForm(token, { BrowserKey: kept }) : null };
}

/** Starts (or resumes) this browser's form and keeps the key the API answered. */
export async function startBrowserForm(
  token: string,
  body: { BrowserKey?: string; Groups?: Record<string, string> },
): Promise<OpenFormStart> {
  const started = await startOpenForm(token, body);
  keepBrowserKey(token, started.BrowserKey);
  return started;
}
