import { ApiPropertyOptional } from '@nestjs/swagger';
import { SENTIMENT_FILTERS } from '@portal/contracts';
import type { SentimentFilter } from '@portal/contracts';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto';

const QUESTION = /^[cd]:\d{1,9}$/;

/** ?question&segment&view of CommentThemes. */
export class CommentThemesQueryDto {
  @ApiPropertyOptional({
    description: 'Only this open question: d:{id} (diagnostic) or c:{id} (custom)',
    example: 'd:12',
  })
  @IsOptional()
  @Matches(QUESTION, { message: 'Must be d:{id} or c:{id}' })
  question?: string;

  @ApiPropertyOptional({
    description: 'Only the respondents of one group, Attribute:Value (a group below the floor is withheld)',
    example: 'Department:Sales',
  })
  @IsOptional()
  @IsString()
  @MaxLength(301, { message: 'Must be at most 301 characters' })
  segment?: string;

  @ApiPropertyOptional({
    enum: ['customer'],
    description: 'Super admin only: what a customer admin of the inquiry sees (snapshot, floor, release)',
  })
  @IsOptional()
  @IsIn(['customer'], { message: 'Must be customer' })
  view?: 'customer';
}

/** ?question&theme&sentiment&search&segment&view&pageSize&currentPage of Comments. */
export class CommentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'd:12' })
  @IsOptional()
  @Matches(QUESTION, { message: 'Must be d:{id} or c:{id}' })
  question?: string;

  @ApiPropertyOptional({ description: 'A theme label as CommentThemes names it' })
  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'Must be at most 120 characters' })
  theme?: string;

  @ApiPropertyOptional({ enum: SENTIMENT_FILTERS })
  @IsOptional()
  @IsIn(SENTIMENT_FILTERS, { message: `Must be one of ${SENTIMENT_FILTERS.join(', ')}` })
  sentiment?: SentimentFilter;

  @ApiPropertyOptional({ description: 'Words the comment contains (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ example: 'Department:Sales' })
  @IsOptional()
  @IsString()
  @MaxLength(301, { message: 'Must be at most 301 characters' })
  segment?: string;

  @ApiPropertyOptional({ enum: ['customer'] })
  @IsOptional()
  @IsIn(['customer'], { message: 'Must be customer' })
  view?: 'customer';
}
