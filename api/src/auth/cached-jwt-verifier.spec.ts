import { createSecretKey } from 'node:crypto';
import * as jwt from 'jsonwebtoken';
import { cachedJwtVerifier, type JwtVerifier } from './cached-jwt-verifier';

const key = createSecretKey(Buffer.from('a-secret-of-enough-length-for-hs256', 'utf8'));
const otherKey = createSecretKey(Buffer.from('another-secret-of-enough-length-xx', 'utf8'));
const options = { algorithms: ['HS256'] };

function counting() {
  const calls: string[] = [];
  const verify: JwtVerifier = (token, secret, opts, cb) => {
    calls.push(token);
    jwt.verify(token, secret as jwt.Secret, opts as jwt.VerifyOptions, cb as jwt.VerifyCallback);
  };
  return { calls, verify };
}

const run = (v: JwtVerifier, token: string, secret = key) =>
  new Promise<{ err: unknown; payload: unknown }>((resolve) =>
    v(token, secret, options, (err, payload) => resolve({ err, payload })),
  );

const sign = (claims: object, secret = key) => jwt.sign(claims, secret, { algorithm: 'HS256' });

describe('cachedJwtVerifier', () => {
  afterEach(() => jest.useRealTimers());

  it('checks a token once and answers the same claims when it comes again', async () => {
    const { calls, verify } = counting();
    const cached = cachedJwtVerifier(verify);
    const token = sign({ userid: 7, exp: Math.floor(Date.now() / 1000) + 60 });
    const first = await run(cached, token);
    const second = await run(cached, token);
    expect(first.err).toBeNull();
    expect(second).toEqual(first);
    expect((second.payload as { userid: number }).userid).toBe(7);
    expect(calls).toHaveLength(1);
  });

  it('sends a remembered token back to verify once it expired, which refuses it as expired', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    const { calls, verify } = counting();
    const cached = cachedJwtVerifier(verify);
    const token = sign({ userid: 7, exp: Math.floor(Date.now() / 1000) + 60 });
    expect((await run(cached, token)).err).toBeNull();
    jest.setSystemTime(new Date('2026-11-24T10:01:00Z'));
    const late = await run(cached, token);
    expect((late.err as Error).name).toBe('TokenExpiredError');
    expect(calls).toHaveLength(2);
  });

  it('keeps nothing for a token that failed, and nothing across signing keys', async () => {
    const { calls, verify } = counting();
    const cached = cachedJwtVerifier(verify);
    const forged = sign({ userid: 1, exp: Math.floor(Date.now() / 1000) + 60 }, otherKey);
    expect((await run(cached, forged)).err).toBeInstanceOf(jwt.JsonWebTokenError);
    expect((await run(cached, forged)).err).toBeInstanceOf(jwt.JsonWebTokenError);
    const token = sign({ userid: 2, exp: Math.floor(Date.now() / 1000) + 60 });
    expect((await run(cached, token)).err).toBeNull();
    expect((await run(cached, token, otherKey)).err).toBeInstanceOf(jwt.JsonWebTokenError);
    expect(calls).toHaveLength(4);
  });

  it('forgets the oldest token beyond its size', async () => {
    const { calls, verify } = counting();
    const cached = cachedJwtVerifier(verify, 2);
    const exp = Math.floor(Date.now() / 1000) + 60;
    const [a, b, c] = [1, 2, 3].map((userid) => sign({ userid, exp }));
    for (const t of [a, b, c, c, b, a]) await run(cached, t);
    expect(calls).toEqual([a, b, c, a]);
  });
});
