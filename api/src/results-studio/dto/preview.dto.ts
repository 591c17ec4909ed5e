import { ApiProperty } from '@nestjs/swagger';
import {
  AdvanceInsightsResultDto,
  AreaColorItem,
  FindingsResultDto,
  InputResultDto,
  RecommendationResultDto,
  RoadmapResultDto,
} from '../../results/dto/result-responses';

/** The customer admin's result reads as they will answer once the draft is published. */
export class ResultPreviewDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty() Version: number;
  @ApiProperty() Language: string;
  @ApiProperty({ type: FindingsResultDto }) FindingsResult: FindingsResultDto;
  @ApiProperty({ type: AdvanceInsightsResultDto }) AdvanceInsightsResult: AdvanceInsightsResultDto;
  @ApiProperty({ type: RecommendationResultDto }) RecommendationResult: RecommendationResultDto;
  @ApiProperty({ type: RoadmapResultDto }) RoadmapResult: RoadmapResultDto;
  @ApiProperty({ type: InputResultDto }) InputResult: InputResultDto;
  @ApiProperty({ type: [AreaColorItem] }) AreaColorResult: AreaColorItem[];
  @ApiProperty({
    type: [String],
    description: 'Why Publish would refuse the draft now (empty: it would publish), each a readable line',
  })
  Problems: string[];
}
