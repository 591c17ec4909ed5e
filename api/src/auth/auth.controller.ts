import { Body, Controller, HttpCode, Ip, Param, ParseIntPipe, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ThrottleAccountBy } from '../common/throttling/throttle-account.decorator';
import { Role } from '../common/domain/roles';
import { AuthThrottlerGuard } from './auth-throttler.guard';
import type { AuthUser } from './auth-user';
import { AuthService, LoginResult } from './auth.service';
import { LoggedOutDto, LoginResultDto, PasswordChangedDto, PasswordResetRequestDto } from './dto/auth-responses.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { VerifyResetCodeDto } from './dto/verify-reset-code.dto';
import { PasswordChangeService, PasswordChanged } from './password-change.service';
import { PasswordResetService, ResetRequestAnswer } from './password-reset.service';

@ApiTags('auth')
@Controller('auth')
@UseGuards(AuthThrottlerGuard)
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly reset: PasswordResetService,
    private readonly change: PasswordChangeService,
  ) {}

  @Public()
  @Post('login')
  @ThrottleAccountBy('body', 'username')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResultDto })
  login(@Body() dto: LoginDto, @Ip() ip: string): Promise<LoginResult> {
    return this.auth.login(dto.username, dto.password, ip);
  }

  @ApiBearerAuth()
  @Roles(Role.SuperAdmin, Role.CustomerAdmin, Role.CustomerUser)
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revokes every token of the caller (all devices); a replayed token then answers 401' })
  @ApiOkResponse({ type: LoggedOutDto })
  logout(@CurrentUser() user: AuthUser, @Ip() ip: string): Promise<LoggedOutDto> {
    return this.auth.logout(user, ip);
  }

  @Public()
  @Post('forgotpassword')
  @ThrottleAccountBy('body', 'Email')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mails a 6-digit code (valid 10 minutes) when the email is registered; the answer is the same either way',
  })
  @ApiOkResponse({ type: PasswordResetRequestDto })
  forgotPassword(@Body() dto: ForgotPasswordDto, @Ip() ip: string): Promise<ResetRequestAnswer> {
    return this.reset.requestCode(dto.Email, ip);
  }

  @Public()
  @Post('verifyforgotpasswordtoken')
  @ThrottleAccountBy('body', 'Email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks a code without using it up; a wrong code counts as one of 5 tries' })
  @ApiOkResponse({ type: PasswordResetRequestDto })
  verifyForgotPasswordToken(@Body() dto: VerifyResetCodeDto): Promise<ResetRequestAnswer> {
    return this.reset.verifyCode(dto.Email, dto.Token);
  }

  @Public()
  @Put('resetpassword/:userId')
  @ThrottleAccountBy('body', 'Email')
  @ApiOperation({
    summary:
      'Sets a new password with the code; {userId} is the Id answered by forgotpassword. Revokes earlier tokens.',
  })
  @ApiOkResponse({ type: PasswordResetRequestDto })
  resetPassword(
    @Param('userId') id: string,
    @Body() dto: ResetPasswordDto,
    @Ip() ip: string,
  ): Promise<ResetRequestAnswer> {
    return this.reset.resetPassword(id, dto.Email, dto.Password, dto.token, ip);
  }

  @ApiBearerAuth()
  @Roles(Role.SuperAdmin, Role.CustomerAdmin, Role.CustomerUser)
  @Put('changepassword/:id')
  @ThrottleAccountBy('params', 'id')
  @ApiOperation({
    summary:
      'Own password only. Revokes earlier tokens and answers {token}, a fresh one that keeps the caller logged in.',
  })
  @ApiOkResponse({ type: PasswordChangedDto })
  changePassword(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ChangePasswordDto,
    @Ip() ip: string,
  ): Promise<PasswordChanged> {
    return this.change.change(user, id, dto.CurrentPassword, dto.NewPassword, ip);
  }
}
