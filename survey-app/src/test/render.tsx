import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from '../components/toaster';

/** Renders routes in a memory data router (useBlocker needs one) with the toaster beside it. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { router, ...utils };
}

/** A fake JWT with the claims the app reads; `exp` in seconds. */
export function fakeToken(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
}

export function signIn(role: string, extra: Record<string, unknown> = {}) {
  const token = fakeToken({ role, firstname: 'Alice', lastname: 'Morgan', email: 'alice@example.test', userid: 3, customerid: 1, exp: Math.floor(Date.now() / 1000) + 3600, ...extra });
  localStorage.setItem('token', token);
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('name', 'Alice Morgan');
  localStorage.setItem('userId', '3');
  localStorage.setItem('email', 'alice@example.test');
  localStorage.setItem('firstTimeLogin', 'false');
  return token;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
