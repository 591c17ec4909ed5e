import { ApiProperty } from '@nestjs/swagger';

/** A row of an inquiry type's pathways. */
export class PathwayListItemDto {
  @ApiProperty() Id: number;
  @ApiProperty() InquiryTypeId: number;
  @ApiProperty() InquiryTypeName: string;
  @ApiProperty() Name: string;
}

/** One pathway, with every inquiry type (dropdown order) as the parallel lists InquiryTypeIds/InquiryTypeNames. */
export class PathwayDto extends PathwayListItemDto {
  @ApiProperty({ type: [Number] }) InquiryTypeIds: number[];
  @ApiProperty({ type: [String] }) InquiryTypeNames: string[];
}
