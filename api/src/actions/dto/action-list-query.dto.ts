import { ApiPropertyOptional } from '@nestjs/swagger';
import { RESULT_AREAS, type ResultArea } from '@portal/contracts';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { ACTION_STATUSES, type ActionStatus } from '../action-status';

/** ?owner&status&area&overdue&pageSize&currentPage of an inquiry's actions; each filter left out keeps every action. */
export class ActionListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: "Only this owner's actions (a user id), or none: the actions nobody owns yet" })
  @IsOptional()
  @Matches(/^(none|[1-9]\d{0,9})$/, { message: 'Must be a user id or none' })
  owner?: string;

  @ApiPropertyOptional({ enum: ACTION_STATUSES, enumName: 'ActionStatus' })
  @IsOptional()
  @IsIn(ACTION_STATUSES, { message: `Must be one of ${ACTION_STATUSES.join(', ')}` })
  status?: ActionStatus;

  @ApiPropertyOptional({
    enum: RESULT_AREAS,
    enumName: 'ResultArea',
    description: 'Only the actions about this area: named as a target, or through a targeted question of it',
  })
  @IsOptional()
  @IsIn(RESULT_AREAS, { message: `Must be one of ${RESULT_AREAS.join(', ')}` })
  area?: ResultArea;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: only the overdue actions (past the due date, neither done nor dropped); false: only the others',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'Must be true or false' })
  overdue?: 'true' | 'false';
}
