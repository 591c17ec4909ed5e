import { ApiProperty } from '@nestjs/swagger';
import { PagedDto } from '../../common/paging/paged.dto';

export class CommentThemeDto {
  @ApiProperty() Theme: string;
  @ApiProperty({ description: 'Comments holding the theme (a comment can hold several)' }) Count: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Mean sentiment in [-1, 1] of its scored comments; null: not scored (language)' }) Sentiment: number | null;
  @ApiProperty({ type: [String], description: 'Up to three comments, shown as text; empty unless released (the super admin always sees them)' }) Examples: string[];
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
}

export class CommentThemesDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'Whether the super admin released the verbatim comments to customer admins' }) Released: boolean;
  @ApiProperty({ description: 'Whether the figures are withheld from the caller (anonymity floor, or a hidden group)' }) Gated: boolean;
  @ApiProperty({ nullable: true, type: String }) Message: string | null;
  @ApiProperty() MinRespondents: number;
  @ApiProperty({ description: 'Completed forms the figures are over (the snapshot\'s for a customer admin; the group\'s with ?segment)' }) N: number;
  @ApiProperty({ type: [CommentQuestionDto] }) Questions: CommentQuestionDto[];
}

export class CommentItemDto {
  @ApiProperty() Question: string;
  @ApiProperty() QuestionKey: string;
  @ApiProperty() Area: string;
  @ApiProperty({ description: 'The answer as written, to be shown as text' }) Text: string;
  @ApiProperty({ nullable: true, type: Number }) Sentiment: number | null;
  @ApiProperty({ type: [String] }) Themes: string[];
}

export const CommentPageDto = PagedDto(CommentItemDto);
