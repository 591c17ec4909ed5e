import { ApiProperty, OmitType } from '@nestjs/swagger';
import { SurveyFormDto, SurveyFormQuestionDto } from './dto/survey-form-responses.dto';

/** One question of the form preview: a respondent's form item, and whether it still awaits the operator's approval. */
export class FormPreviewQuestionDto extends SurveyFormQuestionDto {
  @ApiProperty({
    description:
      'A custom question the operator has not reviewed yet: shown where the form will ask it once approved, but respondents are not asked it until then. False for every other question (a rejected one is not in the preview)',
  })
  AwaitingApproval: boolean;
}

/** The form preview: the respondent's form (paged, all by default) with each question's approval mark. */
export class FormPreviewDto extends OmitType(SurveyFormDto, ['data'] as const) {
  @ApiProperty({ type: [FormPreviewQuestionDto] }) data: FormPreviewQuestionDto[];
}
