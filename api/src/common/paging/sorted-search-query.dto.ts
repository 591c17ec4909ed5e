import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SearchPageQueryDto } from './search-page-query.dto';

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** ?…&search&order of a list that also sorts by a column its own DTO names in `sort` (newest first without one). */
export class SortedSearchQueryDto extends SearchPageQueryDto {
  @ApiPropertyOptional({
    enum: SORT_ORDERS,
    default: 'ASC',
    description: 'With sort: ascending (A to Z) or descending',
  })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'Must be ASC or DESC' })
  order?: SortOrder;
}
