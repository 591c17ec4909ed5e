import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { SendRemindersResultDto } from './dto/send-reminders-result.dto';
import { RemindersService } from './reminders.service';

@ApiTags('Inquiry')
@ApiBearerAuth()
@Controller('Inquiry')
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  @Post('SendReminders/:inquiryId')
  @HttpCode(200)
  @Roles(Role.CustomerAdmin, Role.SuperAdmin)
  @ApiOperation({
    summary: 'Mail a reminder to every respondent who has not completed (at most once a day per respondent)',
    description: '409 when the inquiry has expired or its results are published; 404 for another organisation\'s inquiry.',
  })
  @ApiOkResponse({ type: SendRemindersResultDto })
  send(@CurrentUser() user: AuthUser, @Param('inquiryId', ParseIntPipe) inquiryId: number) {
    return this.reminders.sendReminders(user, inquiryId);
  }
}
