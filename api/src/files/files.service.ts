import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { EntityManager, Repository } from 'typeorm';
import { FILE_STORAGE } from './file-storage';
import type { FileStorage } from './file-storage';
import { safeFileName } from './file-type';
import { SignedLinkService } from './signed-link.service';
import { StoredFile, StoredFileKind } from './stored-file.entity';

export interface NewFile {
  data: Buffer | Readable;
  size: number;
  originalName: string;
  contentType: string;
  kind: StoredFileKind;
  customerId?: number | null;
  inquiryId?: number | null;
  uploadedByUserId?: number | null;
}

/** Stores files behind the storage interface and hands out signed links to them. */
@Injectable()
export class FilesService {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly links: SignedLinkService,
  ) {}

  /**
   * Writes the bytes under a generated key, then the metadata row (in the caller's
   * transaction when a manager is given). The user's name is kept as data only.
   */
  async store(file: NewFile, manager?: EntityManager): Promise<StoredFile> {
    const ext = (file.originalName.toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1] ?? 'bin');
    const now = new Date();
    const storageKey = `${file.kind}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${ext}`;
    await this.storage.put(storageKey, file.data);
    const repo = manager ? manager.getRepository(StoredFile) : this.files;
    return repo.save(
      repo.create({
        storageKey,
        originalName: safeFileName(file.originalName),
        contentType: file.contentType,
        size: file.size,
        kind: file.kind,
        customerId: file.customerId ?? null,
        inquiryId: file.inquiryId ?? null,
        uploadedByUserId: file.uploadedByUserId ?? null,
      }),
    );
  }

  link(fileId: number, ttlSeconds?: number): string {
    return this.links.link(fileId, ttlSeconds);
  }

  findById(id: number): Promise<StoredFile | null> {
    return this.files.findOneBy({ id });
  }

  open(file: StoredFile): Promise<Readable> {
    return this.storage.get(file.storageKey);
  }

  /** Removes bytes whose metadata row was not stored (a failed transaction). */
  async discard(storageKey: string): Promise<void> {
    await this.storage.delete(storageKey).catch(() => undefined);
  }
}
