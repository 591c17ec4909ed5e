import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { PageQueryDto } from '../common/paging/page-query.dto';

/** ?pageSize&currentPage&inquiryTypeId of a library list (findings, recommendations, roadmaps). */
export class LibraryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only the entries written for this inquiry type' })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'Must be at least 1' })
  @IsInt({ message: 'Must be a whole number' })
  inquiryTypeId?: number;
}
