import { ApiProperty } from '@nestjs/swagger';
import { RESULT_AREAS } from '@portal/contracts';

/** A finding of the library. */
export class FindingDto {
  @ApiProperty() FindingId: number;
  @ApiProperty() FindingDetail: string;
  @ApiProperty({ enum: RESULT_AREAS, enumName: 'ResultArea' }) Area: string;
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty() InquiryTypeName: string;
}
