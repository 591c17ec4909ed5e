/**
 * Mail providers where anyone can have an address: no organisation proves it owns such a domain, so
 * none may claim one for its sign-in. Whole families by their first label (gmx.de, gmx.net, yahoo.co.uk …).
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'passport.com', 'icloud.com', 'me.com', 'mac.com',
  'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me', 'aol.com', 'mail.com', 'zoho.com', 'zohomail.com', 'yandex.com', 'yandex.ru',
  'mail.ru', 'inbox.ru', 'list.ru', 'bk.ru', 'web.de', 'freenet.de', 't-online.de', 'posteo.de', 'posteo.net', 'mailbox.org', 'tutanota.com',
  'tuta.io', 'tutanota.de', 'fastmail.com', 'hey.com', 'qq.com', '163.com', '126.com', 'sina.com', 'naver.com', 'daum.net', 'orange.fr',
  'wanadoo.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'libero.it', 'virgilio.it', 'seznam.cz', 'wp.pl', 'o2.pl', 'interia.pl', 'rediffmail.com',
  'btinternet.com', 'sky.com', 'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'cox.net', 'bluewin.ch', 'telenet.be', 'skynet.be',
]);
/** First labels of providers with one domain per country (gmx.de, gmx.at, yahoo.co.uk, outlook.fr, hotmail.co.uk …). */
const PUBLIC_MAIL_FAMILIES = new Set(['gmx', 'yahoo', 'ymail', 'outlook', 'hotmail', 'live', 'windowslive', 'aim', 'yandex', 'protonmail']);

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain) || PUBLIC_MAIL_FAMILIES.has(domain.split('.')[0]);
}
