import { ApiProperty } from '@nestjs/swagger';

export class InquiryTypeDto {
  @ApiProperty() Id: number;
  @ApiProperty() InqType: string;
  @ApiProperty() Description: string;
  @ApiProperty() IsActive: boolean;
}
