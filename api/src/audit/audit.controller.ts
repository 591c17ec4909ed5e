import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { paginate } from '../common/paging/paged';
import { AuditEvent } from './audit-event.entity';
import { AuditLogQueryDto } from './dto/audit-log-query.dto';

/** One audit event on the wire. */
export interface AuditLogItem {
  Id: number;
  Action: string;
  UserId: number | null;
  CustomerId: number | null;
  Target: string | null;
  Detail: string | null;
  Ip: string | null;
  CreatedAt: Date;
}

const toItem = (e: AuditEvent): AuditLogItem => ({
  Id: e.id,
  Action: e.action,
  UserId: e.actorUserId,
  CustomerId: e.customerId,
  Target: e.target,
  Detail: e.detail,
  Ip: e.ip,
  CreatedAt: e.createdAt,
});

/** The security audit log (logins, failed logins, activation changes, deletes, uploads, exports): super admin only. */
@ApiTags('AuditLog')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('AuditLog')
export class AuditController {
  constructor(@InjectRepository(AuditEvent) private readonly events: Repository<AuditEvent>) {}

  @Get()
  @ApiOperation({ summary: 'Paged audit events, newest first; filters action and userId (SuperAdmin)' })
  list(@Query() query: AuditLogQueryDto) {
    const qb = this.events.createQueryBuilder('e').orderBy('e.createdAt', 'DESC').addOrderBy('e.id', 'DESC');
    if (query.action) qb.andWhere('e.action = :action', { action: query.action });
    if (query.userId) qb.andWhere('e.actorUserId = :userId', { userId: query.userId });
    return paginate(qb, query, toItem);
  }
}
