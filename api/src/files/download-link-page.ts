import { DOWNLOAD_LINK_TEXTS, type Language } from '@portal/contracts';

export type DownloadProblem = 'expired' | 'invalid' | 'gone';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page a browser gets for a download link that does not work: what happened and what to do, with a way
 * back into the portal (its root takes a signed-in user home, anyone else to the login). No script: the
 * content security policy allows none inline.
 */
export function downloadLinkPage(problem: DownloadProblem, language: Language): string {
  const t = DOWNLOAD_LINK_TEXTS[language];
  const title = { expired: t.expiredTitle, invalid: t.invalidTitle, gone: t.goneTitle }[problem];
  const text = { expired: t.expiredText, invalid: t.invalidText, gone: t.goneText }[problem];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f6f8;color:#1f2933;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:34rem;margin:1rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 1rem}
p{margin:0 0 1rem}
a{display:inline-block;margin-top:.5rem;padding:.6rem 1.2rem;border-radius:4px;background:#1565c0;color:#fff;text-decoration:none;font-weight:600}
a:focus{outline:3px solid #90caf9;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${escape(text)}</p>
<p>${escape(t.whatToDo)}</p>
<a href="/">${escape(t.openPortal)}</a>
</main>
</body>
</html>
`;
}
