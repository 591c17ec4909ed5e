import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** ?pageSize&currentPage&search, and attribute+value for "everyone of Sales". */
export class PeopleQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the email, first name or last name (any case)' })
  @IsOptional()
  @MaxLength(254, { message: 'search must not be longer than 254 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiPropertyOptional({
    description:
      'With value: only people whose attribute has that value, e.g. attribute=Department&value=Sales (use pageSize=-1 for every address, then AddParticipants)',
  })
  @ValidateIf((o: PeopleQueryDto) => o.value !== undefined || o.attribute !== undefined)
  @MaxLength(100, { message: 'attribute must not be longer than 100 characters' })
  @IsString({ message: 'attribute and value go together' })
  attribute?: string;

  @ApiPropertyOptional({ description: 'The attribute value to match exactly (with attribute)' })
  @ValidateIf((o: PeopleQueryDto) => o.value !== undefined || o.attribute !== undefined)
  @MaxLength(200, { message: 'value must not be longer than 200 characters' })
  @IsString({ message: 'attribute and value go together' })
  value?: string;
}
