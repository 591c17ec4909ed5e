import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { RemindersService } from './reminders.service';

class SendRemindersResultDto {
  @ApiProperty() InquiryId: number;
  @ApiProperty({ description: 'Reminders queued now' }) Sent: number;
  @ApiProperty({ description: 'Open forms not reminded: already reminded in the last 24 hours' }) Skipped: number;
  @ApiProperty({ description: 'Completed forms (never reminded)' }) Completed: number;
  @ApiProperty() Message: string;
}

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
