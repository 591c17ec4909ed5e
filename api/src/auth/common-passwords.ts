/**
 * Passwords that pass the strength rule yet top every leaked-password list. Compared case-insensitively
 * and after stripping a trailing run of digits and symbols, so "Password123!" and "password1!" both match.
 */
const COMMON_STEMS = [
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'pa$$word',
  'pa$$w0rd',
  'qwerty',
  'qwertz',
  'azerty',
  'qwertyuiop',
  'welcome',
  'w3lcome',
  'letmein',
  'l3tmein',
  'admin',
  'administrator',
  'adm1n',
  'changeme',
  'ch@ngeme',
  'abc',
  'abcd',
  'abcdef',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'dragon',
  'monkey',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno1',
  'summer',
  'winter',
  'spring',
  'autumn',
  'secret',
  'test',
  'testing',
  'login',
  'user',
  'guest',
  'hello',
  'freedom',
  'whatever',
  'starwars',
  'computer',
  'company',
  'office',
  'portal',
  'diagnostic',
  'asdf',
  'asdfgh',
  'zxcvbn',
  'qazwsx',
  '1q2w3e4r',
  '1qaz2wsx',
  'q1w2e3r4',
  'aa',
  'aaa',
  'aaaa',
];
const STEMS = new Set(COMMON_STEMS);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  // Strip the digits and symbols people append (and prepend) to satisfy a strength rule.
  const stem = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  if (STEMS.has(stem) || STEMS.has(lower)) return true;
  // "Password1!" with leetspeak variations: p@ssw0rd, pa$$word …
  const unleet = stem.replace(/@/g, 'a').replace(/\$/g, 's').replace(/0/g, 'o').replace(/1/g, 'i').replace(/3/g, 'e');
  return STEMS.has(unleet);
}
