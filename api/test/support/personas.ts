import TestAgent from 'supertest/lib/agent';
import Test from 'supertest/lib/test';
import { DEMO, TestApp } from './test-app';

/** The seeded demo users a spec can act as: the super admin and the admin and staff of each tenant. */
export type Persona = Exclude<keyof typeof DEMO, 'password'>;
const PERSONAS = Object.keys(DEMO).filter((k): k is Persona => k !== 'password');

/** HTTP calls to the app under test, sent with one bearer token (or none). */
export interface Client {
  get(path: string): Test;
  post(path: string): Test;
  put(path: string): Test;
  patch(path: string): Test;
  delete(path: string): Test;
}

/** `target` is the app under test, or any running instance with its own `http()`. */
export function client(target: { http: () => TestAgent }, token?: string): Client {
  const send = (method: 'get' | 'post' | 'put' | 'patch' | 'delete') => (path: string) => {
    const req = target.http()[method](path);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  return { get: send('get'), post: send('post'), put: send('put'), patch: send('patch'), delete: send('delete') };
}

export interface Personas {
  /** A demo persona, with the token issued when `personas()` ran. */
  as(who: Persona): Client;
  /** Any user, with a token issued now (users a spec created, or a persona after its token was revoked). */
  asUser(email: string): Promise<Client>;
  /** A token the spec obtained itself: from a login response, or forged. */
  withToken(token: string): Client;
  anonymous(): Client;
}

/** Issues one token per demo persona (without the throttled login) and hands out clients for them. */
export async function personas(t: TestApp): Promise<Personas> {
  const tokens = {} as Record<Persona, string>;
  for (const who of PERSONAS) tokens[who] = await t.tokenFor(DEMO[who]);
  return {
    as: (who) => client(t, tokens[who]),
    asUser: async (email) => client(t, await t.tokenFor(email)),
    withToken: (token) => client(t, token),
    anonymous: () => client(t),
  };
}
