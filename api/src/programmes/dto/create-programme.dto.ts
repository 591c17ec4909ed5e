import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { tooLong, Trim } from '../../common/validation/field-rules';
import { MSG } from '../../common/validation/messages';
import { IntakeAnswerItemDto } from '../../inquiries/dto/add-intake-answers.dto';
import { CADENCES, type Cadence } from '../programme-schedule';
import * as content from './survey-content.rules';

/** POST /api/Programmes: an inquiry type asked again every period to an audience. */
export class CreateProgrammeDto {
  @ApiProperty({
    example: 'Quarterly pulse',
    maxLength: content.NAME_MAX,
    description: "Each round's inquiry description",
  })
  @content.NameRules()
  Name: string;

  @ApiProperty({ example: 1 })
  @content.InquiryTypeIdRules()
  InquiryTypeId: number;

  @ApiPropertyOptional({
    type: [Number],
    nullable: true,
    description: 'A pulse: the questions of the type to ask (diagnostic question ids); absent or null for all',
  })
  @content.QuestionIdsRules()
  QuestionIds?: number[] | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Department',
    description: 'With AudienceValue: only the directory people whose attribute has that value; absent for everyone',
  })
  @ValidateIf((o: CreateProgrammeDto) => o.AudienceAttribute != null || o.AudienceValue != null)
  @MaxLength(100, { message: tooLong(100) })
  @IsNotEmpty({ message: 'AudienceAttribute and AudienceValue go together' })
  @IsString({ message: 'AudienceAttribute and AudienceValue go together' })
  @Trim()
  AudienceAttribute?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Sales' })
  @ValidateIf((o: CreateProgrammeDto) => o.AudienceAttribute != null || o.AudienceValue != null)
  @MaxLength(200, { message: tooLong(200) })
  @IsNotEmpty({ message: 'AudienceAttribute and AudienceValue go together' })
  @IsString({ message: 'AudienceAttribute and AudienceValue go together' })
  @Trim()
  AudienceValue?: string | null;

  @ApiProperty({ enum: CADENCES, enumName: 'ProgrammeCadence', example: 'Quarterly' })
  @IsIn(CADENCES, { message: `Must be one of ${CADENCES.join(', ')}` })
  Cadence: Cadence;

  @ApiProperty({
    example: 14,
    minimum: 1,
    maximum: content.MAX_DAYS_OPEN,
    description: 'How long each round stays open',
  })
  @content.DaysOpenRules()
  DaysOpen: number;

  @ApiProperty({
    example: '2027-01-31T09:00',
    description:
      "The first round's local date and time in TimeZone (YYYY-MM-DD means 00:00); later rounds keep its day and time",
  })
  @Matches(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2})?$/, { message: 'Must be a date, YYYY-MM-DD or YYYY-MM-DDTHH:mm' })
  @IsString({ message: MSG.required })
  StartDate: string;

  @ApiPropertyOptional({ example: 'Europe/Brussels', description: 'An IANA time zone; UTC when absent' })
  @IsOptional()
  @MaxLength(64, { message: tooLong(64) })
  @IsString({ message: 'Must be an IANA time zone such as Europe/Brussels' })
  TimeZone?: string;

  @ApiPropertyOptional({
    type: [IntakeAnswerItemDto],
    description: "The intake answers every round's inquiry is given (every intake question of the type)",
  })
  @content.IntakeAnswersRules()
  IntakeAnswers?: IntakeAnswerItemDto[];
}

/** PUT /api/Programmes/{id}: the whole programme again; the next round is computed anew from now. */
export class UpdateProgrammeDto extends CreateProgrammeDto {}
