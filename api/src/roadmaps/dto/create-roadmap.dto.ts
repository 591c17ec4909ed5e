import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { LONG_TEXT_MAX, TEXT_MAX, ToInt, tooLong, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';

/**
 * POST /api/Roadmap/AddRoadmap: the inquiry type and the nine step fields, all required
 * (platform-administration.md §5). A roadmap has exactly three steps, so fields of any other
 * step (Step4_...) are not part of the body and are dropped unread.
 */
export class CreateRoadmapDto {
  @ApiProperty({ example: 1, description: 'An existing inquiry type' })
  // 0 is what a form sends when no type was chosen.
  @Min(1, { message: MSG.required })
  @IsInt({ message: MSG.number })
  @IsDefined({ message: MSG.required })
  @ToInt()
  InquiryTypeId: number;

  @ApiProperty({ example: 'Stabilise', maxLength: TEXT_MAX })
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Step1_RoadmapTitle: string;

  @ApiProperty({ example: 'What this step achieves, in one line.', maxLength: TEXT_MAX })
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Step1_BriefDescription: string;

  @ApiProperty({
    example: 'First action\nSecond action',
    maxLength: LONG_TEXT_MAX,
    description: 'Shown split by line breaks',
  })
  @MaxLength(LONG_TEXT_MAX, { message: tooLong(LONG_TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Step1_RoadmapDetail: string;

  @ApiProperty({ example: 'Strengthen', maxLength: TEXT_MAX })
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Step2_RoadmapTitle: string;

  @ApiProperty({ example: 'What this step achieves, in one line.', maxLength: TEXT_MAX })
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Step2_BriefDescription: string;

  @ApiProperty({
    example: 'First action\nSecond action',
    maxLength: LONG_TEXT_MAX,
    description: 'Shown split by line breaks',
  })
  @MaxLength(LONG_TEXT_MAX, { message: tooLong(LONG_TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Step2_RoadmapDetail: string;

  @ApiProperty({ example: 'Sustain', maxLength: TEXT_MAX })
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Step3_RoadmapTitle: string;

  @ApiProperty({ example: 'What this step achieves, in one line.', maxLength: TEXT_MAX })
  @MaxLength(TEXT_MAX, { message: tooLong(TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Step3_BriefDescription: string;

  @ApiProperty({
    example: 'First action\nSecond action',
    maxLength: LONG_TEXT_MAX,
    description: 'Shown split by line breaks',
  })
  @MaxLength(LONG_TEXT_MAX, { message: tooLong(LONG_TEXT_MAX) })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  @Trim()
  Step3_RoadmapDetail: string;
}
