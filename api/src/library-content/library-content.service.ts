import { DataSource, DeepPartial, EntityManager, EntityTarget } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import { Paged } from '../common/paging/paged';
import type { InquiryType } from '../inquiry-types/inquiry-type.entity';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import {
  countEntriesOfType,
  countOtherEntries,
  deleteEntry,
  entriesOfType,
  entryWithType,
  insertEntry,
  LibraryRow,
  pageOfEntries,
  updateEntry,
} from './library-content.repository';
import type { LibraryQueryDto } from './library-query.dto';

/** What every library entry has: an id and the inquiry type it is written for. */
export type LibraryEntry = LibraryRow;

/** How a kind of entry is named in errors ("Finding") and audit actions ("finding"). */
export interface LibraryKind {
  name: string;
  action: string;
}

/**
 * One library of the super admin's content (findings, recommendations, roadmaps;
 * platform-administration.md §2.4, §3, §5): newest first, each entry tied to an existing inquiry
 * type, every change audited. Library content only: published results keep their own copy, so
 * nothing else depends on an entry. The statements are in library-content.repository.ts; the
 * entity a library hands in names its table.
 */
export abstract class LibraryContentService<E extends LibraryEntry, D extends { InquiryTypeId: number }, R> {
  private readonly library: EntityTarget<E>;
  private readonly manager: EntityManager;

  protected constructor(
    dataSource: DataSource,
    library: EntityTarget<E>,
    private readonly inquiryTypes: InquiryTypesService,
    private readonly audit: AuditService,
    private readonly kind: LibraryKind,
  ) {
    this.library = library;
    this.manager = dataSource.manager;
    inquiryTypes.registerDependent({
      one: kind.action,
      many: `${kind.action}s`,
      count: (inquiryTypeId) => countEntriesOfType(this.manager, this.library, inquiryTypeId),
    });
  }

  /** The entry on the wire; it is loaded with its inquiry type. */
  protected abstract toResponse(entry: E): R;

  /** The entry's own fields from a create or update body. */
  protected abstract content(dto: D): DeepPartial<E>;

  /** What the audit log keeps of a deleted entry. */
  protected abstract deletedDetail(entry: E): string;

  /** Refuses an entry the inquiry type cannot hold besides its others (exceptId: the entry being edited). */
  protected async assertRoomFor(_inquiryType: InquiryType, _exceptId?: number): Promise<void> {}

  /** Other entries of an inquiry type, the edited one left out. */
  protected countOthers(inquiryTypeId: number, exceptId?: number): Promise<number> {
    return countOtherEntries(this.manager, this.library, inquiryTypeId, exceptId);
  }

  /** Newest first; inquiryTypeId keeps one inquiry type's entries (its index serves the filter and the order). */
  list(page: LibraryQueryDto): Promise<Paged<R>> {
    return pageOfEntries(this.manager, this.library, page, (entry) => this.toResponse(entry));
  }

  /** Every entry of one inquiry type, oldest first (the results workbook is pre-filled with them). */
  ofInquiryType(inquiryTypeId: number): Promise<E[]> {
    return entriesOfType(this.manager, this.library, inquiryTypeId);
  }

  async get(id: number): Promise<R> {
    return this.toResponse(await this.find(id));
  }

  async create(dto: D, actor: AuthUser): Promise<R> {
    const inquiryType = await this.inquiryType(dto.InquiryTypeId);
    await this.assertRoomFor(inquiryType);
    const saved = await insertEntry(this.manager, this.library, {
      ...this.content(dto),
      inquiryTypeId: inquiryType.id,
    } as DeepPartial<E>);
    await this.record('create', actor, saved.id);
    return this.toResponse({ ...saved, inquiryType });
  }

  async update(id: number, dto: D, actor: AuthUser): Promise<R> {
    const entry = await this.find(id);
    const inquiryType = await this.inquiryType(dto.InquiryTypeId);
    await this.assertRoomFor(inquiryType, id);
    const saved = await updateEntry(this.manager, this.library, entry, this.content(dto), inquiryType);
    await this.record('update', actor, id);
    return this.toResponse({ ...saved, inquiryType });
  }

  async remove(id: number, actor: AuthUser): Promise<R> {
    const entry = await this.find(id);
    await deleteEntry(this.manager, this.library, id);
    await this.record('delete', actor, id, this.deletedDetail(entry));
    return this.toResponse(entry);
  }

  private async find(id: number): Promise<E> {
    const entry = await entryWithType(this.manager, this.library, id);
    if (!entry) throw ApiError.notFound(this.kind.name);
    return entry;
  }

  /** An unknown inquiry type is bad input of this request (400), not a missing resource. */
  private async inquiryType(id: number): Promise<InquiryType> {
    try {
      return await this.inquiryTypes.findOrFail(id);
    } catch (error) {
      if (error instanceof ApiError && error.getStatus() === 404) {
        throw ApiError.badRequest([`InquiryTypeId: The inquiry type ${id} does not exist`]);
      }
      throw error;
    }
  }

  private record(verb: 'create' | 'update' | 'delete', actor: AuthUser, id: number, detail?: string): Promise<void> {
    return this.audit.record({
      action: `${this.kind.action}.${verb}`,
      actorUserId: actor.id,
      target: `${this.kind.name} ${id}`,
      detail,
    });
  }
}
