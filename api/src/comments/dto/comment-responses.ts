import { ApiProperty } from '@nestjs/swagger';
import { PagedDto } from '../../common/paging/paged.dto';

export class CommentThemeDto {
  @ApiProperty() Theme: string;
  @ApiProperty({ description: 'Comments holding the theme (a comment can hold several)' }) Count: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Mean sentiment in [-1, 1] of its scored comments; null: not scored (language)',
  })
  Sentiment: number | null;
  @ApiProperty({
    type: [String],
    description: 'Up to three comments, shown as text; empty unless released (the super admin always sees them)',
  })
  Examples: string[];
}

export class CommentQuestionDto {
  @ApiProperty({ description: 'd:{id} or c:{id}, as ?question takes it' }) Key: string;
  @ApiProperty() Id: number;
  @ApiProperty() IsCustomQuestion: boolean;
  @ApiProperty() Title: string;
  @ApiProperty() Area: string;
  @ApiProperty({ description: 'Comments (empty, whitespace-only and NA answers are not comments)' }) Count: number;
  @ApiProperty({ description: 'Comments with a scored sentiment' }) Scored: number;
  @ApiProperty({ nullable: true, type: Number }) Sentiment: number | null;
  @ApiProperty({ type: [CommentThemeDto] }) Themes: CommentThemeDto[];
  @ApiProperty({
    description:
      'Not enough answers: for a customer admin the comments of this question are left out for this group (fewer than MIN_RESPONDENTS commenters, ' +
      'or a combination of shown groups would isolate fewer; docs/confidentiality.md): Count 0, no themes',
  })
  Withheld: boolean;
}

export class CommentThemesDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'Whether the super admin released the verbatim comments to customer admins' })
  Released: boolean;
  @ApiProperty({ description: 'Whether the figures are withheld from the caller (anonymity floor, or a hidden group)' })
  Gated: boolean;
  @ApiProperty({ nullable: true, type: String }) Message: string | null;
  @ApiProperty() MinRespondents: number;
  @ApiProperty({
    description:
      "Completed forms the figures are over (the snapshot's for a customer admin; the group's with ?segment)",
  })
  N: number;
  @ApiProperty({ type: [CommentQuestionDto] }) Questions: CommentQuestionDto[];
  @ApiProperty({
    description:
      "How many of the listed questions' comments are withheld from the caller for this group (see Questions[].Withheld)",
  })
  WithheldQuestions: number;
}

export class CommentItemDto {
  @ApiProperty() Question: string;
  @ApiProperty() QuestionKey: string;
  @ApiProperty() Area: string;
  @ApiProperty({ description: 'The answer as written, to be shown as text' }) Text: string;
  @ApiProperty({ nullable: true, type: Number }) Sentiment: number | null;
  @ApiProperty({ type: [String] }) Themes: string[];
}

export class CommentPageDto extends PagedDto(CommentItemDto) {
  @ApiProperty({
    description:
      "How many questions' comments are left out for a customer admin for the group (Overall without ?segment=): fewer than MIN_RESPONDENTS commenters, or a combination of shown groups would isolate fewer",
  })
  WithheldQuestions: number;
}
