/** A token the session code can read (the signature is never checked in the browser). */
export function fakeToken(claims: Record<string, unknown>): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims }))
    .replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `h.${payload}.s`;
}

export function signIn(role: string, claims: Record<string, unknown> = {}): void {
  localStorage.setItem('token', fakeToken({ role, userid: 3, customerid: 7, email: 'admin@example.com', firstname: 'Ann', lastname: 'Admin', ...claims }));
  localStorage.setItem('isLoggedIn', 'true');
}
