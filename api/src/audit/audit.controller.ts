import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { AuditService } from './audit.service';
import { AuditLogQueryDto } from './dto/audit-log-query.dto';

/** The security audit log (logins, failed logins, activation changes, deletes, uploads, exports): super admin only. */
@ApiTags('AuditLog')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('AuditLog')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'Paged audit events, newest first; filters action and userId (SuperAdmin)' })
  list(@Query() query: AuditLogQueryDto) {
    return this.audit.list(query);
  }
}
