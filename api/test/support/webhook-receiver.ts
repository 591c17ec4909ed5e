import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/** One request a receiver got: path, headers and the raw body as sent. */
export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: Received, res: ServerResponse) => void;

/** A real local HTTP endpoint for webhook specs: per-path handlers, every request recorded. */
export interface WebhookReceiver {
  url(path: string): string;
  on(path: string, handler: Handler): void;
  received(path?: string): Received[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const handlers = new Map<string, Handler>();
  const log: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      log.push(got);
      const handler = handlers.get(got.path);
      if (handler) handler(got, res);
      else res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    on: (path, handler) => handlers.set(path, handler),
    received: (path) => log.filter((r) => path === undefined || r.path === path),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
