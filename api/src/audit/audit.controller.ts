import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { PagedDto } from '../common/paging/paged.dto';
import { AUDIT_EXPORT_MAX_ROWS, auditCsv, auditXlsx } from './audit-export';
import { AuditService } from './audit.service';
import { AuditLogExportQueryDto } from './dto/audit-log-export-query.dto';
import { AuditLogItemDto } from './dto/audit-log-item.dto';
import { AuditLogQueryDto } from './dto/audit-log-query.dto';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The security audit log (logins, refusals, edits, deletes, uploads, exports): super admin only. */
@ApiTags('AuditLog')
@ApiBearerAuth()
@Roles(Role.SuperAdmin)
@Controller('AuditLog')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary:
      'Paged audit events, newest first; filters action, userId, email, customerId, outcome, from, to (SuperAdmin)',
  })
  @ApiOkResponse({ type: PagedDto(AuditLogItemDto) })
  list(@Query() query: AuditLogQueryDto) {
    return this.audit.list(query);
  }

  @Get('Export')
  @ApiProduces('text/csv', XLSX)
  @ApiOperation({
    summary: `The filtered audit events as CSV or .xlsx, newest first, at most ${AUDIT_EXPORT_MAX_ROWS} rows (SuperAdmin)`,
  })
  @ApiOkResponse({ description: 'The file, as an attachment' })
  async export(@Query() query: AuditLogExportQueryDto): Promise<StreamableFile> {
    const events = await this.audit.all(query, AUDIT_EXPORT_MAX_ROWS);
    const stamp = new Date().toISOString().slice(0, 10);
    if (query.format === 'xlsx') {
      return new StreamableFile(await auditXlsx(events), {
        type: XLSX,
        disposition: `attachment; filename="audit-log-${stamp}.xlsx"`,
      });
    }
    return new StreamableFile(auditCsv(events), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="audit-log-${stamp}.csv"`,
    });
  }
}
