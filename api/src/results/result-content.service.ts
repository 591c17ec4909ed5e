import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ResultAdvanceInsight } from './result-advance-insight.entity';
import { ResultAreaColor } from './result-area-color.entity';
import { ResultFinding } from './result-finding.entity';
import { ResultRecommendation } from './result-recommendation.entity';
import { ResultRoadmapStep } from './result-roadmap-step.entity';

/** The uploaded results of an inquiry, in the order they were uploaded (no access check: callers check). */
@Injectable()
export class ResultContentService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findings(inquiryId: number): Promise<ResultFinding[]> {
    return this.dataSource
      .getRepository(ResultFinding)
      .find({ where: { inquiryId }, order: { position: 'ASC', id: 'ASC' } });
  }

  recommendations(inquiryId: number): Promise<ResultRecommendation[]> {
    return this.dataSource
      .getRepository(ResultRecommendation)
      .find({ where: { inquiryId }, order: { position: 'ASC', id: 'ASC' } });
  }

  advanceInsights(inquiryId: number): Promise<ResultAdvanceInsight[]> {
    return this.dataSource
      .getRepository(ResultAdvanceInsight)
      .find({ where: { inquiryId }, order: { position: 'ASC', id: 'ASC' } });
  }

  roadmapSteps(inquiryId: number): Promise<ResultRoadmapStep[]> {
    return this.dataSource.getRepository(ResultRoadmapStep).find({ where: { inquiryId }, order: { step: 'ASC' } });
  }

  /** The colours set by the publication (an area left out is derived when read). */
  areaColors(inquiryId: number): Promise<ResultAreaColor[]> {
    return this.dataSource.getRepository(ResultAreaColor).find({ where: { inquiryId }, order: { area: 'ASC' } });
  }
}
