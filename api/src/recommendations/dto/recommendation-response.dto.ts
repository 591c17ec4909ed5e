import { ApiProperty } from '@nestjs/swagger';

/** A recommendation of the library. */
export class RecommendationDto {
  @ApiProperty() RecommendationId: number;
  @ApiProperty() RecommendationDetail: string;
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty() InquiryTypeName: string;
}
