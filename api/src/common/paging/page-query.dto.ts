import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';

const DEFAULT_PAGE_SIZE = 8;
const MAX_PAGE_SIZE = 500;

/** ?pageSize&currentPage of every list call; pageSize=-1 means everything in one page. */
export class PageQueryDto {
  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, description: '-1 returns every row in one page' })
  @Type(() => Number)
  @ValidateIf((o: PageQueryDto) => o.pageSize !== -1)
  // class-validator reports the bottom decorator first: the type check comes last here.
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  @Min(1, { message: 'pageSize must be -1 or at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  pageSize: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ default: 1 })
  @Type(() => Number)
  @Min(1, { message: 'currentPage must be at least 1' })
  @IsInt({ message: 'currentPage must be a whole number' })
  currentPage: number = 1;
}
