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
import { CreateRecommendationDto } from './dto/create-recommendation.dto';
import { UpdateRecommendationDto } from './dto/update-recommendation.dto';
import { Recommendation } from './recommendation.entity';
import { RecommendationResponse, toRecommendationResponse } from './recommendation.mapper';

/** The recommendations library of the super admin (platform-administration.md §2.4, §3, §5). */
@Injectable()
export class RecommendationsService {
  constructor(
    @InjectRepository(Recommendation) private readonly recommendations: Repository<Recommendation>,
    private readonly inquiryTypes: InquiryTypesService,
    private readonly audit: AuditService,
  ) {}

  /** Newest first. */
  list(page: PageQueryDto): Promise<Paged<RecommendationResponse>> {
    const qb = this.recommendations.createQueryBuilder('r').leftJoinAndSelect('r.inquiryType', 't').orderBy('r.id', 'DESC');
    return paginate(qb, page, toRecommendationResponse);
  }

  async get(id: number): Promise<RecommendationResponse> {
    return toRecommendationResponse(await this.find(id));
  }

  async create(dto: CreateRecommendationDto, actor: AuthUser): Promise<RecommendationResponse> {
    const inquiryType = await this.inquiryType(dto.InquiryTypeId);
    const saved = await this.recommendations.save(this.recommendations.create({ inquiryTypeId: inquiryType.id, detail: dto.RecommendationDetail }));
    await this.audit.record({ action: 'recommendation.create', actorUserId: actor.id, target: `Recommendation ${saved.id}` });
    return toRecommendationResponse({ ...saved, inquiryType });
  }

  async update(id: number, dto: UpdateRecommendationDto, actor: AuthUser): Promise<RecommendationResponse> {
    const recommendation = await this.find(id);
    const inquiryType = await this.inquiryType(dto.InquiryTypeId);
    await this.recommendations.update({ id }, { inquiryTypeId: inquiryType.id, detail: dto.RecommendationDetail });
    await this.audit.record({ action: 'recommendation.update', actorUserId: actor.id, target: `Recommendation ${id}` });
    return toRecommendationResponse({ ...recommendation, inquiryTypeId: inquiryType.id, inquiryType, detail: dto.RecommendationDetail });
  }

  /** Library content only: published results keep their own copy of the text, so nothing else depends on it. */
  async remove(id: number, actor: AuthUser): Promise<RecommendationResponse> {
    const recommendation = await this.find(id);
    await this.recommendations.delete({ id });
    await this.audit.record({ action: 'recommendation.delete', actorUserId: actor.id, target: `Recommendation ${id}`, detail: recommendation.detail.slice(0, 500) });
    return toRecommendationResponse(recommendation);
  }

  private async find(id: number): Promise<Recommendation> {
    const recommendation = await this.recommendations.findOne({ where: { id }, relations: { inquiryType: true } });
    if (!recommendation) throw ApiError.notFound('Recommendation');
    return recommendation;
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
