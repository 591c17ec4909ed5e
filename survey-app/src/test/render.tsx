import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { saveSession } from '../lib/session';
import { createQueryClient } from '../lib/query-client';

/** A fresh query cache per test, as the app root provides one. */
export function withQueryClient(children: ReactNode) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

/** Renders routes in a memory data router (useBlocker needs one) with the toaster beside it. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    withQueryClient(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    ),
  );
  return { router, ...utils };
}

/** A fake JWT with the claims the app reads; `exp` in seconds. */
export function fakeToken(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
}

export function signIn(role: string, extra: Record<string, unknown> = {}) {
  const token = fakeToken({
    role,
    firstname: 'Alice',
    lastname: 'Morgan',
    email: 'alice@example.test',
    userid: 3,
    customerid: 1,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...extra,
  });
  saveSession(token, false);
  return token;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
