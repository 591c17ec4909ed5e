import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ReadsOnly } from '../common/decorators/reads-only.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { JobDto } from './dto/job.dto';
import { JobsService } from './jobs.service';

/** Jobs a request started with `Prefer: respond-async`: their progress and result, for the user who started them. */
@ApiTags('Jobs')
@ApiBearerAuth()
@Roles(Role.SuperAdmin, Role.CustomerAdmin, Role.CustomerUser)
@Controller('Jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get(':id')
  @ReadsOnly()
  @ApiOperation({
    summary:
      "A job's status (Running, Done, Failed), progress from 0 to 1, and when ended its result or error; 404 for another user's job",
  })
  @ApiOkResponse({ type: JobDto })
  find(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.jobs.find(user, id);
  }
}
