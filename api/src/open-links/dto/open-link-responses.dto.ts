import { ApiProperty } from '@nestjs/swagger';
import { SurveyFormDto } from '../../surveys/dto/survey-form-responses.dto';

/** An inquiry's open link as its admin sees it. */
export class OpenLinkDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'The unguessable part of the link' }) Token: string;
  @ApiProperty({ example: 'https://portal.example/open/3q2…' }) Url: string;
  @ApiProperty({ type: [String] }) GroupQuestions: string[];
  @ApiProperty({ type: String, format: 'date-time' }) CreatedAt: Date;
  @ApiProperty({ description: 'Browsers that started a form through the link' }) Responses: number;
  @ApiProperty({ description: 'Of them, completed forms' }) CompletedResponses: number;
}

export class OpenLinkGroupQuestionDto {
  @ApiProperty({ example: 'Department' }) Name: string;
  @ApiProperty({ type: [String], description: "The directory's values; '' (none) is always allowed" })
  Values: string[];
}

/** What anyone holding the link is shown before answering. */
export class OpenLinkIntroDto {
  @ApiProperty() Organisation: string;
  @ApiProperty({ description: "The inquiry's description" }) Description: string;
  @ApiProperty({ type: [OpenLinkGroupQuestionDto] }) GroupQuestions: OpenLinkGroupQuestionDto[];
  @ApiProperty({
    type: Number,
    description: 'The inquiry’s anonymity floor: group figures rest on at least this many forms',
  })
  MinRespondents: number;
}

/** The browser's form, and on its first visit the key it must keep to come back to it. */
export class OpenFormStartDto {
  @ApiProperty({ description: 'Keep it: every later call of this browser names it (X-Open-Link-Key)' })
  BrowserKey: string;
  @ApiProperty({ type: SurveyFormDto }) Form: SurveyFormDto;
}

export class OpenLinkRevokedDto {
  @ApiProperty({ description: 'False when the inquiry had no open link (nothing changed)' }) Revoked: boolean;
}
