import { ApiProperty } from '@nestjs/swagger';
import { RoadmapStepsDto } from './roadmap-steps.dto';

/** A roadmap of the library. */
export class RoadmapDto extends RoadmapStepsDto {
  @ApiProperty() RoadmapId: number;
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty() InquiryTypeName: string;
}
