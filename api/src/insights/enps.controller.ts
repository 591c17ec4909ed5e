import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { EnpsDto } from './dto/enps-responses.dto';
import { EnpsService } from './enps.service';

@ApiTags('Insights')
@ApiBearerAuth()
@Controller('Insights')
export class EnpsController {
  constructor(private readonly enps: EnpsService) {}

  @Get('Enps/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary: 'eNPS of each eNPS question of the inquiry, with its 95% interval',
    description:
      'Promoters answered 9-10, passives 7-8, detractors 0-6; Score = 100 × (promoters − detractors) / N and its 95% interval ' +
      '(Score ± 1.96 × 100 × √((p + d − (p − d)²) / N), clamped to −100…100). Completed forms only; a customer admin reads ' +
      'the snapshot of a published inquiry, as for the importance-performance read, and a question with fewer than ' +
      'MIN_RESPONDENTS answers, or withheld by the confidentiality rule, has Withheld=true and no figures. ' +
      'Questions is empty when the inquiry asks no eNPS question.',
  })
  @ApiOkResponse({ type: EnpsDto })
  read(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number): Promise<EnpsDto> {
    return this.enps.enps(user, inquiryId);
  }
}
