import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AuditLogQueryDto } from './audit-log-query.dto';

/** The list's filters plus the file format of GET /api/AuditLog/Export. */
export class AuditLogExportQueryDto extends AuditLogQueryDto {
  @ApiPropertyOptional({ enum: ['csv', 'xlsx'], default: 'csv' })
  @IsOptional()
  @IsIn(['csv', 'xlsx'], { message: 'Must be csv or xlsx' })
  format: 'csv' | 'xlsx' = 'csv';
}
