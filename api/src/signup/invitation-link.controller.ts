import { Body, Controller, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthThrottlerGuard } from '../auth/auth-throttler.guard';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { ThrottleAccountBy } from '../common/throttling/throttle-account.decorator';
import {
  InvitationOpenedDto,
  InvitationPasswordSetDto,
  OpenInvitationDto,
  SetInvitationPasswordDto,
} from './dto/invitation-link.dto';
import { InvitationLinkService } from './invitation-link.service';

/** The invitation link of a respondent's mail, opened without a password. */
@ApiTags('auth')
@Controller('auth/invitation')
@UseGuards(AuthThrottlerGuard)
export class InvitationLinkController {
  constructor(private readonly links: InvitationLinkService) {}

  @Public()
  @Post()
  @ThrottleAccountBy('body', 'Email')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Opens an invitation link (no token)',
    description:
      'Checks the link at once. 403 "Invitation link not valid" for an unknown organisation, a wrong or replaced secret, or an address ' +
      'whose account is elsewhere or inactive (one answer for all); 410 "Invitation expired" when every inquiry it was for has closed; ' +
      '410 "Invitation already answered" when every open one is completed. Otherwise start (an account without password is made), ' +
      'continue (a session for that account) or login (the address has a password; sign in, then open InquiryId).',
  })
  @ApiOkResponse({ type: InvitationOpenedDto })
  open(@Body() dto: OpenInvitationDto, @Ip() ip: string): Promise<InvitationOpenedDto> {
    return this.links.open(dto, ip);
  }

  @ApiBearerAuth()
  @Roles(Role.CustomerUser)
  @Post('password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sets the first password of an account started from an invitation link (the link’s session only)',
    description:
      '403 for any other session; 409 when the account already has a password. The link’s session is revoked.',
  })
  @ApiOkResponse({ type: InvitationPasswordSetDto })
  setPassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: SetInvitationPasswordDto,
    @Ip() ip: string,
  ): Promise<InvitationPasswordSetDto> {
    return this.links.setPassword(user, dto.Password, ip);
  }
}
