import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { Paged, pagedEnvelope } from '../common/paging/paged';
import { FILE_STORAGE } from './file-storage';
import type { FileStorage } from './file-storage';
import { safeFileName } from './file-type';
import {
  deleteFiles,
  fileById,
  filesByIds,
  insertFile,
  namesOfInquiryFiles,
  pageOfFiles,
  pageOfInquiryFiles,
} from './files.repository';
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

/** Stores files behind the storage interface and hands out signed links to them (statements in files.repository.ts). */
@Injectable()
export class FilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly links: SignedLinkService,
  ) {}

  /**
   * Writes the bytes under a generated key, then the metadata row (in the caller's
   * transaction when a manager is given). The user's name is kept as data only.
   */
  async store(file: NewFile, manager: EntityManager = this.dataSource.manager): Promise<StoredFile> {
    const ext = file.originalName.toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1] ?? 'bin';
    const now = new Date();
    const storageKey = `${file.kind}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${ext}`;
    await this.storage.put(storageKey, file.data);
    return insertFile(manager, {
      storageKey,
      originalName: safeFileName(file.originalName),
      contentType: file.contentType,
      size: file.size,
      kind: file.kind,
      customerId: file.customerId ?? null,
      inquiryId: file.inquiryId ?? null,
      uploadedByUserId: file.uploadedByUserId ?? null,
    });
  }

  link(fileId: number, ttlSeconds?: number): string {
    return this.links.link(fileId, ttlSeconds);
  }

  findById(id: number): Promise<StoredFile | null> {
    return fileById(this.dataSource.manager, id);
  }

  findByIds(ids: number[]): Promise<StoredFile[]> {
    return ids.length ? filesByIds(this.dataSource.manager, ids) : Promise.resolve([]);
  }

  /** These files, newest first, one page. */
  page<T>(ids: number[], page: PageQueryDto, map: (f: StoredFile) => T): Promise<Paged<T>> {
    if (!ids.length) return Promise.resolve(pagedEnvelope([], 0, page));
    return pageOfFiles(this.dataSource.manager, ids, page, map);
  }

  /** An inquiry's files of one kind, newest first, one page. */
  pageOfInquiry<T>(
    inquiryId: number,
    kind: StoredFileKind,
    page: PageQueryDto,
    map: (f: StoredFile) => T,
  ): Promise<Paged<T>> {
    return pageOfInquiryFiles(this.dataSource.manager, inquiryId, kind, page, map);
  }

  /** The names of an inquiry's files of one kind (in the caller's transaction when a manager is given). */
  namesOf(
    inquiryId: number,
    kind: StoredFileKind,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string[]> {
    return namesOfInquiryFiles(manager, inquiryId, kind);
  }

  /** Removes the rows of replaced files in the caller's transaction; answers their storage keys, whose bytes go after commit. */
  async removeRecords(ids: number[], manager: EntityManager): Promise<string[]> {
    if (!ids.length) return [];
    return deleteFiles(manager, ids);
  }

  open(file: StoredFile): Promise<Readable> {
    return this.storage.get(file.storageKey);
  }

  /** Removes bytes whose metadata row was not stored (a failed transaction). */
  async discard(storageKey: string): Promise<void> {
    await this.storage.delete(storageKey).catch(() => undefined);
  }
}
