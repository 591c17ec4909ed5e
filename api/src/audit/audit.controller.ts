import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { PagedDto } from '../common/paging/paged.dto';
import { AuditService } from './audit.service';
import { AuditLogItemDto } from './dto/audit-log-item.dto';
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
  @ApiOkResponse({ type: PagedDto(AuditLogItemDto) })
  list(@Query() query: AuditLogQueryDto) {
    return this.audit.list(query);
  }
}
