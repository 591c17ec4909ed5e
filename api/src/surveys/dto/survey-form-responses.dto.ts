import { ApiProperty } from '@nestjs/swagger';
import { FORM_STATES, QUESTION_AREAS, QUESTION_TYPES, VALIDATION_REGEX_CHOICES } from '@portal/contracts';
import { PagedDto } from '../../common/paging/paged.dto';

const TEXT_OR_RATING = [{ type: 'string' }, { type: 'number' }];

/** One question of the caller's form with its saved answer. */
export class SurveyFormQuestionDto {
  @ApiProperty({ description: 'Diagnostic question id, or the custom question id when IsCustomQuestion' }) Id: number;
  @ApiProperty() Title: string;
  @ApiProperty() Description: string;
  @ApiProperty({ enum: QUESTION_AREAS, enumName: 'QuestionArea' }) Area: string;
  @ApiProperty({ enum: QUESTION_TYPES, enumName: 'QuestionType' }) Type: string;
  @ApiProperty({ type: Number, nullable: true }) MaxLength: number | null;
  @ApiProperty({ enum: VALIDATION_REGEX_CHOICES, enumName: 'ValidationRegexChoice', nullable: true }) ValidationRegex:
    string | null;
  @ApiProperty({ type: [String] }) RadioButtonOptions: string[];
  @ApiProperty({
    type: [String],
    description: 'The options as answers store them (English): send these in CheckBoxOptions of a save',
  })
  CheckBoxOptions: string[];
  @ApiProperty({ type: [String], description: "The same options in the reader's language, in the same order, to show" })
  CheckBoxOptionLabels: string[];
  @ApiProperty() IsCustomQuestion: boolean;
  @ApiProperty() InquiryId: number;
  @ApiProperty() CustomerUserId: number;
  @ApiProperty({
    oneOf: TEXT_OR_RATING,
    nullable: true,
    description: 'Rating: performance 1-5 or 0 (DK); Textbox: the text; null when unanswered or another type',
  })
  Answer: string | number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Rating in the four areas: importance 1-5 or 0 (DK)' })
  ValueImportanceAnswer: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Document: the uploaded file name' }) DocumentName:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Document: short-lived signed download link' })
  DownloadLink: string | null;
  @ApiProperty({ type: [String], description: 'Checkbox: the selected option texts' }) CheckBoxOptionsAnswer: string[];
}

/** The caller's form: its questions (paged, all by default) and the form's state. */
export class SurveyFormDto extends PagedDto(SurveyFormQuestionDto) {
  @ApiProperty({ enum: FORM_STATES, enumName: 'FormState' }) Status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ExpiryDate: Date | null;
  @ApiProperty() IsExpired: boolean;
  @ApiProperty({
    description:
      'True once the inquiry takes no more answers: expired, or its results are published (a save answers 409)',
  })
  IsClosed: boolean;
  @ApiProperty({
    description:
      "MIN_RESPONDENTS: the smallest group whose results the respondent's organisation sees (the start screen tells the respondent)",
  })
  MinRespondents: number;
}

/** One answer of a respondent's form, as the answers view shows it. */
export class SurveyAnswerViewDto {
  @ApiProperty() Id: number;
  @ApiProperty() Question: string;
  @ApiProperty({ type: [String], description: 'Checkbox options, else the rating options' }) Options: string[];
  @ApiProperty({ enum: QUESTION_TYPES.map((t) => t.toLowerCase()), enumName: 'QuestionTypeLowercase' })
  QuestionType: string;
  @ApiProperty({
    oneOf: [...TEXT_OR_RATING, { type: 'array', items: { type: 'string' } }],
    nullable: true,
    description: 'Checkbox: the selected options; Rating: performance 1-5 or 0 (DK); Textbox: the text',
  })
  Answer: string | number | string[] | null;
  @ApiProperty({ type: Number, nullable: true }) ValueImportanceAnswer: number | null;
  @ApiProperty({ type: Number, nullable: true }) MaxLength: number | null;
  @ApiProperty({ enum: VALIDATION_REGEX_CHOICES, enumName: 'ValidationRegexChoice', nullable: true }) ValidationRegex:
    string | null;
  @ApiProperty({ type: [String] }) CheckBoxOptions: string[];
  @ApiProperty({ type: String, nullable: true }) DocumentName: string | null;
  @ApiProperty({ type: String, nullable: true }) DownloadLink: string | null;
  @ApiProperty() IsCustomQuestion: boolean;
}

/** A respondent's answers in the five area arrays. */
export class SurveyAnswersViewDto {
  @ApiProperty({ type: [SurveyAnswerViewDto] }) StructureArray: SurveyAnswerViewDto[];
  @ApiProperty({ type: [SurveyAnswerViewDto] }) PeopleArray: SurveyAnswerViewDto[];
  @ApiProperty({ type: [SurveyAnswerViewDto] }) ProcessArray: SurveyAnswerViewDto[];
  @ApiProperty({ type: [SurveyAnswerViewDto] }) CultureArray: SurveyAnswerViewDto[];
  @ApiProperty({ type: [SurveyAnswerViewDto] }) OthersArray: SurveyAnswerViewDto[];
  @ApiProperty({ enum: FORM_STATES, enumName: 'FormState' }) Status: string;
}

export class OpenEndedAnswerDto {
  @ApiProperty() Id: number;
  @ApiProperty() Question: string;
  @ApiProperty({ description: 'Empty when unanswered' }) Answer: string;
}

export class SurveyDocumentValidateResultDto {
  @ApiProperty() DocumentName: string;
  @ApiProperty() InquiryId: number;
  @ApiProperty() DiagnosticId: number;
  @ApiProperty() Valid: boolean;
}
