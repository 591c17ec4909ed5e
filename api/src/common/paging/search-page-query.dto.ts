import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from './page-query.dto';

/** ?pageSize&currentPage&search of a list people search by name (the operation says which fields). */
export class SearchPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Only rows with this text in one of the fields the operation names, ignoring case',
  })
  @IsOptional()
  @MaxLength(100, { message: 'Must be at most 100 characters' })
  @IsString({ message: 'Must be text' })
  search?: string;
}
