import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStorage } from './file-storage';

/** Files under DATA_DIR/files; a key can never resolve outside that folder. */
export class DiskFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!/^[A-Za-z0-9/_.-]+$/.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    const full = resolve(join(this.root, key));
    if (!full.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(path, { flags: 'wx' }));
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await access(path);
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }
}
