import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ResultAdvanceInsight } from './result-advance-insight.entity';
import { ResultAreaColor } from './result-area-color.entity';
import { ResultFinding } from './result-finding.entity';
import { ResultRecommendation } from './result-recommendation.entity';
import { ResultRoadmapStep } from './result-roadmap-step.entity';
import { advanceInsightsOf, areaColorsOf, findingsOf, recommendationsOf, roadmapStepsOf } from './results.repository';

/** The uploaded results of an inquiry, in the order they were uploaded (no access check: callers check). */
@Injectable()
export class ResultContentService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findings(inquiryId: number): Promise<ResultFinding[]> {
    return findingsOf(this.dataSource.manager, inquiryId);
  }

  recommendations(inquiryId: number): Promise<ResultRecommendation[]> {
    return recommendationsOf(this.dataSource.manager, inquiryId);
  }

  advanceInsights(inquiryId: number): Promise<ResultAdvanceInsight[]> {
    return advanceInsightsOf(this.dataSource.manager, inquiryId);
  }

  roadmapSteps(inquiryId: number): Promise<ResultRoadmapStep[]> {
    return roadmapStepsOf(this.dataSource.manager, inquiryId);
  }

  /** The colours set by the publication (an area left out is derived when read). */
  areaColors(inquiryId: number): Promise<ResultAreaColor[]> {
    return areaColorsOf(this.dataSource.manager, inquiryId);
  }
}
