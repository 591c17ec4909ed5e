import { S3Client } from '@aws-sdk/client-s3';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { S3_PART_BYTES, S3_PARTS_IN_FLIGHT, S3FileStorage } from './s3-file-storage';

const MiB = 1024 * 1024;

/**
 * A slow S3-compatible destination over real HTTP: the multipart calls a stream upload makes, each
 * part acknowledged only `delayMs` after its last byte arrived.
 */
function slowS3(delayMs: number, acknowledged: { bytes: number }): Promise<Server> {
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      const reply = (status: number, body = '', headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/xml', ...headers });
        res.end(body);
      };
      if (req.method === 'POST' && url.searchParams.has('uploads')) {
        return reply(
          200,
          '<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>k</Key><UploadId>u1</UploadId></InitiateMultipartUploadResult>',
        );
      }
      if (req.method === 'PUT' && url.searchParams.has('partNumber')) {
        return setTimeout(() => {
          acknowledged.bytes += size;
          reply(200, '', { etag: `"part-${url.searchParams.get('partNumber')}"` });
        }, delayMs);
      }
      if (req.method === 'PUT') {
        acknowledged.bytes += size;
        return reply(200, '', { etag: '"whole"' });
      }
      if (req.method === 'POST' && url.searchParams.has('uploadId')) {
        return reply(
          200,
          '<CompleteMultipartUploadResult><Bucket>b</Bucket><Key>k</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>',
        );
      }
      reply(204);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('S3FileStorage stream upload', () => {
  it('reads the stream only as fast as the parts are acknowledged: a bounded amount in memory', async () => {
    const acknowledged = { bytes: 0 };
    const server = await slowS3(150, acknowledged);
    const { port } = server.address() as AddressInfo;
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const storage = new S3FileStorage(
      { type: 's3', bucket: 'b', prefix: '', endpoint: null, region: 'us-east-1', forcePathStyle: true },
      client,
    );
    const total = 48 * MiB;
    let produced = 0;
    let ahead = 0;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const source = new Readable({
      read() {
        ahead = Math.max(ahead, produced - acknowledged.bytes);
        if (produced >= total) return this.push(null);
        produced += chunk.length;
        this.push(chunk);
      },
    });
    try {
      await storage.put('export/2026/11/slow.xlsx', source);
    } finally {
      client.destroy();
      server.close();
    }
    expect(acknowledged.bytes).toBe(total);
    // Read ahead of the acknowledged bytes: the parts in flight and the one being filled at most
    // (~10 MiB here; 8 MiB parts, as before, held ~16 MiB).
    expect(ahead).toBeLessThanOrEqual((S3_PARTS_IN_FLIGHT + 1) * S3_PART_BYTES);
    expect((S3_PARTS_IN_FLIGHT + 1) * S3_PART_BYTES).toBe(15 * MiB);
  });
});
