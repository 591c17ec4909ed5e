import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { ActionEffectsService } from './action-effects.service';
import { ActionEffectsDto } from './dto/action-effect-responses.dto';

/** Whether the previous round's actions worked (docs/features/actions.md). */
@ApiTags('Insights')
@ApiBearerAuth()
@Controller('Insights')
export class ActionEffectsController {
  constructor(private readonly effects: ActionEffectsService) {}

  @Get('ActionEffects/:inquiryId')
  @Roles(Role.SuperAdmin, Role.CustomerAdmin)
  @ApiOperation({
    summary:
      "For each action of the series' previous round: its targeted items before and after, Welch's test and a verdict",
    description:
      'Before: the previous round (PreviousInquiryId); After: this round. Each question or area: mean performance and importance, N and 95% intervals ' +
      "(the Trend read's points), the change with Welch's two-sided t-test at 95%, and Verdict Improved | NoClearChange | Worse (significant change of " +
      'mean performance, or none) | NoFigures. An action: Improved when an item improved and none got worse, Worse the other way round, else NoClearChange. ' +
      "A customer admin's rounds are their published snapshots; a round below MIN_RESPONDENTS shows no figures.",
  })
  @ApiOkResponse({ type: ActionEffectsDto })
  effectsOf(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.effects.effects(user, inquiryId);
  }
}
