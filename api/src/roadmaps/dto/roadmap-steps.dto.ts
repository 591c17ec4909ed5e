import { ApiProperty } from '@nestjs/swagger';

/** The three steps of a roadmap on the wire: title, brief description and detail each. */
export abstract class RoadmapStepsDto {
  @ApiProperty() Step1_RoadmapTitle: string;
  @ApiProperty() Step1_BriefDescription: string;
  @ApiProperty() Step1_RoadmapDetail: string;
  @ApiProperty() Step2_RoadmapTitle: string;
  @ApiProperty() Step2_BriefDescription: string;
  @ApiProperty() Step2_RoadmapDetail: string;
  @ApiProperty() Step3_RoadmapTitle: string;
  @ApiProperty() Step3_BriefDescription: string;
  @ApiProperty() Step3_RoadmapDetail: string;
}
