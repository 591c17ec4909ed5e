import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidationArguments,
  registerDecorator,
} from 'class-validator';
import { isReversedRange } from '../audit-range';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** ?pageSize&currentPage&action&userId&email&customerId&outcome&from&to of GET /api/AuditLog (and its export). */
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

  @ApiPropertyOptional({ description: "Only events whose actor's email contains this text" })
  @IsOptional()
  @MaxLength(254, { message: 'Must be at most 254 characters' })
  @IsString({ message: 'Must be text' })
  email?: string;

  @ApiPropertyOptional({ description: 'Only events of this organisation' })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'Must be at least 1' })
  @IsInt({ message: 'Must be a whole number' })
  customerId?: number;

  @ApiPropertyOptional({ enum: ['succeeded', 'refused'] })
  @IsOptional()
  @IsIn(['succeeded', 'refused'], { message: 'Must be succeeded or refused' })
  outcome?: 'succeeded' | 'refused';

  @ApiPropertyOptional({ example: '2026-11-01', description: 'Events last seen at or after this time (ISO 8601)' })
  @IsOptional()
  @IsISO8601({}, { message: 'Must be a date (YYYY-MM-DD) or an ISO 8601 time' })
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: 'Events first seen before the end of this day, or before this time (ISO 8601)',
  })
  @IsOptional()
  @NotBeforeFrom()
  @IsISO8601({}, { message: 'Must be a date (YYYY-MM-DD) or an ISO 8601 time' })
  to?: string;
}

/** A reversed range can match nothing: it is refused rather than answered with an empty page. */
function NotBeforeFrom(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'notBeforeFrom',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'Must not be before from' },
      validator: {
        validate(to: unknown, args: ValidationArguments) {
          const { from } = args.object as AuditLogQueryDto;
          return typeof from !== 'string' || typeof to !== 'string' || !isReversedRange(from, to);
        },
      },
    });
}
