import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SortedSearchQueryDto } from '../../common/paging/sorted-search-query.dto';

export const CUSTOMER_SORTS = ['CustomerName', 'Industry', 'Website'] as const;

/** ?pageSize&currentPage&search&sort&order of GET /api/Customer. */
export class CustomerListQueryDto extends SortedSearchQueryDto {
  @ApiPropertyOptional({
    enum: CUSTOMER_SORTS,
    description: 'Sort by this column, ignoring case (newest first without it)',
  })
  @IsOptional()
  @IsIn(CUSTOMER_SORTS, { message: `Must be one of ${CUSTOMER_SORTS.join(', ')}` })
  sort?: (typeof CUSTOMER_SORTS)[number];
}
