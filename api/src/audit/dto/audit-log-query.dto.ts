import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** ?pageSize&currentPage&action&userId of GET /api/AuditLog. */
export class AuditLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'login.failed', description: 'Only events with exactly this action' })
  @IsOptional()
  @MaxLength(60, { message: 'Must be at most 60 characters' })
  @IsString({ message: 'Must be text' })
  action?: string;

  @ApiPropertyOptional({ description: 'Only events caused by this user' })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'Must be at least 1' })
  @IsInt({ message: 'Must be a whole number' })
  userId?: number;
}
