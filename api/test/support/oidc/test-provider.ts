import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** What the provider's token endpoint does to the ID tokens it hands out (see provider-server.mjs). */
export type IdTokenMode = 'valid' | 'bad-signature' | 'unknown-kid' | 'alg-none' | 'rotated';

export interface TestProvider {
  issuer: string;
  setIdTokenMode: (mode: IdTokenMode) => Promise<void>;
  /** How often the provider's JWKS has been read. */
  jwksHits: () => Promise<number>;
  /** Stops the provider (the "provider down" case); resolves once the process has exited. */
  stop: () => Promise<void>;
}

/** Starts oidc-provider in its own Node process on a free port and waits for its issuer URL. */
export async function startTestProvider(clients: TestClient[], port = 0): Promise<TestProvider> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'provider-server.mjs')], {
    env: {
      ...process.env,
      OIDC_CLIENTS: JSON.stringify(clients.map((c) => ({ ...c, token_endpoint_auth_method: 'client_secret_post' }))),
      OIDC_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d) => (errors += String(d)));
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve(JSON.parse(line).issuer);
    });
    child.once('exit', (code) => reject(new Error(`OpenID provider exited (${code}): ${errors}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    issuer,
    setIdTokenMode: async (mode) => {
      const res = await fetch(`${issuer}/__control`, { method: 'POST', body: JSON.stringify({ idToken: mode }) });
      if (res.status !== 204) throw new Error(`Provider control answered ${res.status}`);
    },
    jwksHits: async () => ((await (await fetch(`${issuer}/__control`)).json()) as { jwksHits: number }).jwksHits,
    stop: async () => {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}
