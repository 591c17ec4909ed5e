import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { EmailVerificationStatusDto, VerifyEmailDto } from './dto/email-verification.dto';
import { EmailVerificationService } from './email-verification.service';

/** The signed-in user's own address check (the organisation sends no invitations until its admin is verified). */
@ApiTags('Customer')
@ApiBearerAuth()
@Roles(Role.CustomerAdmin, Role.CustomerUser)
@Controller('Customer/EmailVerification')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  // Two segments: GET /Customer/{id} (the operator's) would otherwise take this path.
  @Get('Status')
  @ApiOperation({ summary: "Whether the caller's own email address is verified" })
  @ApiOkResponse({ type: EmailVerificationStatusDto })
  status(@CurrentUser() user: AuthUser) {
    return this.verification.status(user);
  }

  @Post('SendCode')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Mails a new 6-digit code to the caller (valid 24 hours; at most 5 an hour, then 429); 409 when already verified',
  })
  @ApiOkResponse({ type: EmailVerificationStatusDto })
  sendCode(@CurrentUser() user: AuthUser) {
    return this.verification.resend(user);
  }

  @Post('Verify')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Checks the mailed code and marks the caller's address verified; a wrong code counts as one of 5 tries (400)",
  })
  @ApiOkResponse({ type: EmailVerificationStatusDto })
  verify(@CurrentUser() user: AuthUser, @Body() dto: VerifyEmailDto) {
    return this.verification.verify(user, dto.Code);
  }
}
