import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { tooLong } from '../../common/validation/field-rules';

export const MAX_GROUP_QUESTIONS = 3;

/** POST /api/Inquiry/{inquiryId}/OpenLink: the directory attributes respondents may declare a group of. */
export class CreateOpenLinkDto {
  @ApiPropertyOptional({
    type: [String],
    example: ['Department'],
    description: `Attributes of the organisation's people directory (at most ${MAX_GROUP_QUESTIONS}); each respondent may choose one of its values, or none`,
  })
  @IsOptional()
  @MaxLength(100, { each: true, message: tooLong(100) })
  @IsString({ each: true, message: 'Each group question must be an attribute name' })
  @ArrayMaxSize(MAX_GROUP_QUESTIONS, { message: `At most ${MAX_GROUP_QUESTIONS} group questions` })
  @IsArray({ message: 'Must be a list of attribute names' })
  GroupQuestions?: string[];
}
