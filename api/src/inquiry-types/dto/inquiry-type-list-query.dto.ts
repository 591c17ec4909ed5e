import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SortedSearchQueryDto } from '../../common/paging/sorted-search-query.dto';

export const INQUIRY_TYPE_SORTS = ['InqType'] as const;

/** ?pageSize&currentPage&search&sort&order of GET /api/InquiryType. */
export class InquiryTypeListQueryDto extends SortedSearchQueryDto {
  @ApiPropertyOptional({
    enum: INQUIRY_TYPE_SORTS,
    description: 'Sort by the name, ignoring case (newest first without it; pageSize=-1 keeps the dropdown order)',
  })
  @IsOptional()
  @IsIn(INQUIRY_TYPE_SORTS, { message: `Must be ${INQUIRY_TYPE_SORTS.join(', ')}` })
  sort?: (typeof INQUIRY_TYPE_SORTS)[number];
}
