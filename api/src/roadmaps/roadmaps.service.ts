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
import { CreateRoadmapDto } from './dto/create-roadmap.dto';
import { UpdateRoadmapDto } from './dto/update-roadmap.dto';
import { Roadmap } from './roadmap.entity';
import { RoadmapResponse, toRoadmapResponse, toRoadmapSteps } from './roadmap.mapper';

/** The roadmap library of the super admin: three steps per roadmap (platform-administration.md §2.4, §3, §5, §9). */
@Injectable()
export class RoadmapsService {
  constructor(
    @InjectRepository(Roadmap) private readonly roadmaps: Repository<Roadmap>,
    private readonly inquiryTypes: InquiryTypesService,
    private readonly audit: AuditService,
  ) {}

  /** Newest first. */
  list(page: PageQueryDto): Promise<Paged<RoadmapResponse>> {
    const qb = this.roadmaps.createQueryBuilder('r').leftJoinAndSelect('r.inquiryType', 't').orderBy('r.id', 'DESC');
    return paginate(qb, page, toRoadmapResponse);
  }

  async get(id: number): Promise<RoadmapResponse> {
    return toRoadmapResponse(await this.find(id));
  }

  async create(dto: CreateRoadmapDto, actor: AuthUser): Promise<RoadmapResponse> {
    const inquiryType = await this.inquiryType(dto.InquiryTypeId);
    const saved = await this.roadmaps.save(this.roadmaps.create({ inquiryTypeId: inquiryType.id, steps: toRoadmapSteps(dto) }));
    await this.audit.record({ action: 'roadmap.create', actorUserId: actor.id, target: `Roadmap ${saved.id}` });
    return toRoadmapResponse({ ...saved, inquiryType });
  }

  async update(id: number, dto: UpdateRoadmapDto, actor: AuthUser): Promise<RoadmapResponse> {
    const roadmap = await this.find(id);
    const inquiryType = await this.inquiryType(dto.InquiryTypeId);
    roadmap.inquiryTypeId = inquiryType.id;
    roadmap.inquiryType = inquiryType;
    roadmap.steps = toRoadmapSteps(dto);
    const saved = await this.roadmaps.save(roadmap);
    await this.audit.record({ action: 'roadmap.update', actorUserId: actor.id, target: `Roadmap ${id}` });
    return toRoadmapResponse({ ...saved, inquiryType });
  }

  /** Library content only: published results keep their own copy of the steps, so nothing else depends on it. */
  async remove(id: number, actor: AuthUser): Promise<RoadmapResponse> {
    const roadmap = await this.find(id);
    await this.roadmaps.delete({ id });
    await this.audit.record({ action: 'roadmap.delete', actorUserId: actor.id, target: `Roadmap ${id}`, detail: roadmap.steps.step1Title });
    return toRoadmapResponse(roadmap);
  }

  private async find(id: number): Promise<Roadmap> {
    const roadmap = await this.roadmaps.findOne({ where: { id }, relations: { inquiryType: true } });
    if (!roadmap) throw ApiError.notFound('Roadmap');
    return roadmap;
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
