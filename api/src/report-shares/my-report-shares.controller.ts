import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { SharedWithMeDto } from './dto/report-share-responses';
import { ReportSharesService } from './report-shares.service';

/** What a customer admin shared with the caller, so they can find it (docs/features/managers.md). */
@ApiTags('Report shares')
@ApiBearerAuth()
@Controller('ReportShares')
export class MyReportSharesController {
  constructor(private readonly shares: ReportSharesService) {}

  @Get('Mine')
  @Roles(Role.CustomerAdmin, Role.CustomerUser)
  @ApiOperation({
    summary: "The caller's open shares of inquiry results, oldest first",
    description:
      'Each names the inquiry, what it opens (a manager’s subtree or the whole organisation) and who shared it; ' +
      'the figures are read with GET /api/Insights/Team/{inquiryId}. Only shares of the caller’s own organisation.',
  })
  @ApiOkResponse({ type: [SharedWithMeDto] })
  mine(@CurrentUser() user: AuthUser) {
    return this.shares.mine(user);
  }
}
