import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { RESULT_AREAS } from '@portal/contracts';
import { LONG_TEXT_MAX, ToInt, tooLong, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';

/** POST /api/Findings/AddFindings: InquiryTypeId, Area and FindingDetail required (platform-administration.md §5). */
export class CreateFindingDto {
  @ApiProperty({ example: 1, description: 'An existing inquiry type' })
  // 0 is what a form sends when no type was chosen.
  @Min(1, { message: MSG.required })
  @IsInt({ message: MSG.number })
  @IsDefined({ message: MSG.required })
  @ToInt()
  InquiryTypeId: number;

  @ApiProperty({ enum: RESULT_AREAS, example: 'Culture' })
  @IsIn(RESULT_AREAS, { message: `Area must be one of ${RESULT_AREAS.join(', ')}` })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Area: string;

  @ApiProperty({ example: 'Decision rights are unclear between head office and branches.', maxLength: LONG_TEXT_MAX })
  @MaxLength(LONG_TEXT_MAX, { message: tooLong(LONG_TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  FindingDetail: string;
}
