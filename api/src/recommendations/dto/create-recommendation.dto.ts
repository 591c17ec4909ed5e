import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { LONG_TEXT_MAX, ToInt, tooLong, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';

/** POST /api/Recommendations/AddRecommendations: InquiryTypeId and RecommendationDetail required (platform-administration.md §5). */
export class CreateRecommendationDto {
  @ApiProperty({ example: 1, description: 'An existing inquiry type' })
  // 0 is what a form sends when no type was chosen.
  @Min(1, { message: MSG.required })
  @IsInt({ message: MSG.number })
  @IsDefined({ message: MSG.required })
  @ToInt()
  InquiryTypeId: number;

  @ApiProperty({ example: 'Introduce a quarterly leadership town hall with open questions.', maxLength: LONG_TEXT_MAX })
  @MaxLength(LONG_TEXT_MAX, { message: tooLong(LONG_TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  RecommendationDetail: string;
}
