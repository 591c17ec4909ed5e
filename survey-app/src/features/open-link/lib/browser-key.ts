// The key the API answered this browser for one link: kept in this browser only, so it comes back to its own form.
const storageKey = (token: string) => `portal.openLink.${token}`;

export function keptBrowserKey(token: string): string | undefined {
  try {
    return localStorage.getItem(storageKey(token)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepBrowserKey(token: string, key: string): void {
  try {
    localStorage.setItem(storageKey(token), key);
  } catch {
    // Storage refused (a private window): the form still works for this visit.
  }
}
