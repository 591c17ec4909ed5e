import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface TestDnsServer {
  /** host:port, as SSO_DNS_SERVERS takes it. */
  address: string;
  /** Publishes TXT records at a name (each record a list of strings, as DNS splits long values); [] removes them. */
  setTxt: (name: string, records: string[][]) => void;
  /** The names asked so far, lower case. */
  asked: string[];
  close: () => Promise<void>;
}

/** The question's name and where the question ends. */
function readQuestion(msg: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (msg[at] !== 0) {
    labels.push(msg.subarray(at + 1, at + 1 + msg[at]).toString('latin1'));
    at += 1 + msg[at];
  }
  return { name: labels.join('.').toLowerCase(), end: at + 5 };
}

/**
 * An authoritative DNS server on 127.0.0.1 for tests, over UDP (node:dgram): it answers TXT questions
 * from the records set, NXDOMAIN for names without any, so the portal's domain check never asks the
 * internet. Answers are built by hand (RFC 1035 §4): the header, the question echoed, TXT answers
 * whose name points back at the question (0xC00C).
 */
export async function startDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[][]>();
  const asked: string[] = [];
  const socket: Socket = createSocket('udp4');
  socket.on('message', (msg: Buffer, from: RemoteInfo) => {
    if (msg.length < 17) return;
    const { name, end } = readQuestion(msg);
    const qtype = msg.readUInt16BE(end - 4);
    asked.push(name);
    const txt = records.get(name) ?? [];
    const answers = qtype === 16 ? txt : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(msg.readUInt16BE(0), 0);
    // QR, the question's opcode and RD, AA, RA; NXDOMAIN when the name holds nothing at all.
    const flags = 0x8000 | (msg.readUInt16BE(2) & 0x7900) | 0x0400 | 0x0080 | (txt.length ? 0 : 3);
    header.writeUInt16BE(flags, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const parts = [header, msg.subarray(12, end)];
    for (const strings of answers) {
      const rdata = Buffer.concat(
        strings.map((s) => Buffer.concat([Buffer.from([Buffer.byteLength(s)]), Buffer.from(s)])),
      );
      const rr = Buffer.alloc(12);
      rr.writeUInt16BE(0xc00c, 0);
      rr.writeUInt16BE(16, 2);
      rr.writeUInt16BE(1, 4);
      rr.writeUInt32BE(60, 6);
      rr.writeUInt16BE(rdata.length, 10);
      parts.push(rr, rdata);
    }
    socket.send(Buffer.concat(parts), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    setTxt: (name, values) =>
      values.length ? records.set(name.toLowerCase(), values) : records.delete(name.toLowerCase()),
    asked,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
