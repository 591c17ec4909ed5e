import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth-user';
import { isSuperAdmin } from '../auth/tenant-scope';
import { IdResultDto } from '../common/dto/id-result.dto';
import { ApiError } from '../common/filters/api-error';
import { InquiryTypeListQueryDto } from './dto/inquiry-type-list-query.dto';
import { paginateArray } from '../common/paging/paged';
import { CreateInquiryTypeDto } from './dto/create-inquiry-type.dto';
import { UpdateInquiryTypeDto } from './dto/update-inquiry-type.dto';
import { DEPENDENT_ORDER, InquiryTypeDependent } from './inquiry-type-dependent';
import { InquiryType } from './inquiry-type.entity';
import { dropdownOrder, toInquiryTypeResponse } from './inquiry-type.mapper';
import {
  allInquiryTypes,
  deleteInquiryType,
  findInquiryType,
  inquiryTypeExists,
  inquiryTypeNameTaken,
  inquiryTypePage,
  inquiryTypesMatching,
  insertInquiryType,
  saveInquiryType,
} from './inquiry-types.repository';

@Injectable()
export class InquiryTypesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private readonly dependents: InquiryTypeDependent[] = [];

  /** Called by the modules whose records name an inquiry type: a type they still use cannot be deleted. */
  registerDependent(dependent: InquiryTypeDependent): void {
    this.dependents.push(dependent);
    this.dependents.sort((a, b) => DEPENDENT_ORDER.indexOf(a.one) - DEPENDENT_ORDER.indexOf(b.one));
  }

  /**
   * Paged list newest first; pageSize=-1 is the dropdown, alphabetical ignoring case with Other last.
   * Customer admins see active types only: the list is what they may choose for a new inquiry.
   */
  async list(user: AuthUser, page: InquiryTypeListQueryDto) {
    const filter = { activeOnly: !isSuperAdmin(user), search: page.search };
    if (page.pageSize === -1) {
      const rows = await inquiryTypesMatching(this.dataSource.manager, filter);
      return paginateArray(rows.sort(dropdownOrder).map(toInquiryTypeResponse), page);
    }
    const order = { byName: page.sort === 'InqType', descending: page.order === 'DESC' };
    return inquiryTypePage(this.dataSource.manager, filter, order, page, toInquiryTypeResponse);
  }

  async get(id: number) {
    return toInquiryTypeResponse(await this.findOrFail(id));
  }

  findById(id: number): Promise<InquiryType | null> {
    return findInquiryType(this.dataSource.manager, id);
  }

  exists(id: number): Promise<boolean> {
    return inquiryTypeExists(this.dataSource.manager, id);
  }

  /** The type or a 404; other modules (pathways, questions) load their parent through this. */
  async findOrFail(id: number): Promise<InquiryType> {
    const type = await findInquiryType(this.dataSource.manager, id);
    if (!type) throw ApiError.notFound('Inquiry type');
    return type;
  }

  /** Every type in dropdown order (the pathway form's lookup lists). */
  async dropdown(): Promise<InquiryType[]> {
    return (await allInquiryTypes(this.dataSource.manager)).sort(dropdownOrder);
  }

  async create(dto: CreateInquiryTypeDto, user: AuthUser) {
    await this.assertNameFree(dto.InqType);
    const saved = await insertInquiryType(this.dataSource.manager, {
      name: dto.InqType,
      description: dto.Description ?? '',
      isActive: dto.IsActive ?? true,
    });
    await this.audit.record({ action: 'inquiry-type.create', actorUserId: user.id, target: `InquiryType ${saved.id}` });
    return toInquiryTypeResponse(saved);
  }

  async update(id: number, dto: UpdateInquiryTypeDto, user: AuthUser) {
    const type = await this.findOrFail(id);
    await this.assertNameFree(dto.InqType, id);
    type.name = dto.InqType;
    if (dto.Description !== undefined) type.description = dto.Description ?? '';
    if (dto.IsActive !== undefined) type.isActive = dto.IsActive;
    const saved = await saveInquiryType(this.dataSource.manager, type);
    await this.audit.record({ action: 'inquiry-type.update', actorUserId: user.id, target: `InquiryType ${id}` });
    return toInquiryTypeResponse(saved);
  }

  /** Refused with 409 while anything depends on the type: inquiries and answers are never destroyed silently. */
  async remove(id: number, user: AuthUser): Promise<IdResultDto> {
    const type = await this.findOrFail(id);
    const counts = await Promise.all(this.dependents.map((d) => d.count(id)));
    const parts = this.dependents
      .map((d, i) => (counts[i] ? `${counts[i]} ${counts[i] === 1 ? d.one : d.many}` : ''))
      .filter(Boolean);
    if (parts.length) throw this.inUse(type, parts);
    try {
      await deleteInquiryType(this.dataSource.manager, id);
    } catch {
      // Something was attached between the count and the delete: the foreign keys refused it.
      throw this.inUse(type, ['other records']);
    }
    await this.audit.record({
      action: 'inquiry-type.delete',
      actorUserId: user.id,
      target: `InquiryType ${id}`,
      detail: type.name,
    });
    return { Id: id };
  }

  private inUse(type: InquiryType, parts: string[]) {
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
    return ApiError.conflict([
      `The inquiry type ${type.name} cannot be deleted: ${list} depend on it. Remove those first, or set the type inactive instead.`,
    ]);
  }

  /** Names are unique ignoring case, so the dropdown never shows two identical labels. */
  private async assertNameFree(name: string, exceptId?: number) {
    if (await inquiryTypeNameTaken(this.dataSource.manager, name, exceptId))
      throw ApiError.conflict([`InqType: An inquiry type named ${name} already exists`]);
  }
}
