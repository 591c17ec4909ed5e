import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { paginate, Paged } from '../common/paging/paged';
import { InquiryType } from '../inquiry-types/inquiry-type.entity';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { CreateFindingDto } from './dto/create-finding.dto';
import { UpdateFindingDto } from './dto/update-finding.dto';
import { Finding } from './finding.entity';
import { FindingResponse, toFindingResponse } from './finding.mapper';

/** The findings library of the super admin (platform-administration.md §2.4, §3, §5). */
@Injectable()
export class FindingsService {
  constructor(
    @InjectRepository(Finding) private readonly findings: Repository<Finding>,
    private readonly inquiryTypes: InquiryTypesService,
    private readonly audit: AuditService,
  ) {}

  /** Newest first. */
  list(page: PageQueryDto): Promise<Paged<FindingResponse>> {
    const qb = this.findings.createQueryBuilder('f').leftJoinAndSelect('f.inquiryType', 't').orderBy('f.id', 'DESC');
    return paginate(qb, page, toFindingResponse);
  }

  async get(id: number): Promise<FindingResponse> {
    return toFindingResponse(await this.find(id));
  }

  async create(dto: CreateFindingDto, actor: AuthUser): Promise<FindingResponse> {
    const inquiryType = await this.inquiryType(dto.InquiryTypeId);
    const saved = await this.findings.save(this.findings.create({ inquiryTypeId: inquiryType.id, area: dto.Area, detail: dto.FindingDetail }));
    await this.audit.record({ action: 'finding.create', actorUserId: actor.id, target: `Finding ${saved.id}` });
    return toFindingResponse({ ...saved, inquiryType });
  }

  async update(id: number, dto: UpdateFindingDto, actor: AuthUser): Promise<FindingResponse> {
    const finding = await this.find(id);
    const inquiryType = await this.inquiryType(dto.InquiryTypeId);
    await this.findings.update({ id }, { inquiryTypeId: inquiryType.id, area: dto.Area, detail: dto.FindingDetail });
    await this.audit.record({ action: 'finding.update', actorUserId: actor.id, target: `Finding ${id}` });
    return toFindingResponse({ ...finding, inquiryTypeId: inquiryType.id, inquiryType, area: dto.Area, detail: dto.FindingDetail });
  }

  /** Library content only: published results keep their own copy of the text, so nothing else depends on it. */
  async remove(id: number, actor: AuthUser): Promise<FindingResponse> {
    const finding = await this.find(id);
    await this.findings.delete({ id });
    await this.audit.record({ action: 'finding.delete', actorUserId: actor.id, target: `Finding ${id}`, detail: finding.detail.slice(0, 500) });
    return toFindingResponse(finding);
  }

  private async find(id: number): Promise<Finding> {
    const finding = await this.findings.findOne({ where: { id }, relations: { inquiryType: true } });
    if (!finding) throw ApiError.notFound('Finding');
    return finding;
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
}
