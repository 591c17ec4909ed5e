import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { EntityManager, In, Repository } from 'typeorm';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged, pagedEnvelope } from '../common/paging/paged';
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
    const ext = file.originalName.toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1] ?? 'bin';
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

  findByIds(ids: number[]): Promise<StoredFile[]> {
    return ids.length ? this.files.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /** These files, newest first, one page. */
  page<T>(ids: number[], page: PageQueryDto, map: (f: StoredFile) => T): Promise<Paged<T>> {
    if (!ids.length) return Promise.resolve(pagedEnvelope([], 0, page));
    return paginate(
      this.files.createQueryBuilder('f').where('f.id IN (:...ids)', { ids }).orderBy('f.id', 'DESC'),
      page,
      map,
    );
  }

  /** An inquiry's files of one kind, newest first, one page. */
  pageOfInquiry<T>(
    inquiryId: number,
    kind: StoredFileKind,
    page: PageQueryDto,
    map: (f: StoredFile) => T,
  ): Promise<Paged<T>> {
    const qb = this.files
      .createQueryBuilder('f')
      .where('f.inquiryId = :inquiryId', { inquiryId })
      .andWhere('f.kind = :kind', { kind })
      .orderBy('f.id', 'DESC');
    return paginate(qb, page, map);
  }

  /** The names of an inquiry's files of one kind (in the caller's transaction when a manager is given). */
  async namesOf(inquiryId: number, kind: StoredFileKind, manager?: EntityManager): Promise<string[]> {
    const repo = manager ? manager.getRepository(StoredFile) : this.files;
    return (await repo.find({ where: { inquiryId, kind }, select: { id: true, originalName: true } })).map(
      (f) => f.originalName,
    );
  }

  /** Removes the rows of replaced files in the caller's transaction; answers their storage keys, whose bytes go after commit. */
  async removeRecords(ids: number[], manager: EntityManager): Promise<string[]> {
    if (!ids.length) return [];
    const old = await manager.findBy(StoredFile, { id: In(ids) });
    await manager.delete(StoredFile, ids);
    return old.map((f) => f.storageKey);
  }

  open(file: StoredFile): Promise<Readable> {
    return this.storage.get(file.storageKey);
  }

  /** Removes bytes whose metadata row was not stored (a failed transaction). */
  async discard(storageKey: string): Promise<void> {
    await this.storage.delete(storageKey).catch(() => undefined);
  }
}
