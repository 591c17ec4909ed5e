import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server on the portal's own loopback that counts the requests reaching it: what an outbound call must never reach. */
export interface InternalServer {
  port: number;
  hits(): number;
  close(): Promise<void>;
}

export async function startInternalServer(): Promise<InternalServer> {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits++;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
