/**
 * Walks the provider's own pages over HTTP as a browser would (cookies, redirects, its login and
 * consent forms) from the portal's authorization URL to the redirect back to the portal.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  redirectPrefix: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop++) {
    const res = await send(url);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      if (url.startsWith(redirectPrefix)) return url;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !prompt)
      throw new Error(`Unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    const posted = await send(
      new URL(action.replace(/&amp;/g, '&'), url).href,
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
    if (posted.status < 300 || posted.status >= 400) throw new Error(`Provider form answered ${posted.status}`);
    url = new URL(posted.headers.get('location')!, url).href;
    if (url.startsWith(redirectPrefix)) return url;
  }
  throw new Error('Too many hops at the provider');
}
