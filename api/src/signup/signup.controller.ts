import { Body, Controller, Get, HttpCode, Ip, Param, ParseIntPipe, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language } from '@portal/contracts';
import { AcceptedLanguage } from '../common/decorators/reader-language.decorator';
import { AuthThrottlerGuard } from '../auth/auth-throttler.guard';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { ThrottleAccountBy } from '../common/throttling/throttle-account.decorator';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CustomerDto } from '../customers/dto/customer-responses.dto';
import { CustomerProfileService } from './customer-profile.service';
import { ConfirmSignupDto, ConfirmSignupResultDto } from './dto/confirm-signup.dto';
import { CustomerAdminSignupDto } from './dto/customer-admin-signup.dto';
import { CustomerProfileCompleteDto } from './dto/customer-profile-complete.dto';
import { CustomerLookupDto, SignupResultDto } from './dto/signup-responses.dto';
import { SignupConfirmationService } from './signup-confirmation.service';
import { SignupService } from './signup.service';

/** Sign-up and the first-login company profile, on the Customer path of the specs (customer-and-respondent.md §7). */
@ApiTags('Customer')
@Controller('Customer')
export class SignupController {
  constructor(
    private readonly signups: SignupService,
    private readonly profiles: CustomerProfileService,
    private readonly confirmations: SignupConfirmationService,
  ) {}

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Get('CustomerByName/:name')
  @ThrottleAccountBy('params', 'name')
  @ApiOperation({
    summary:
      'Lookup of an active organisation by name (no token): CustomerId, CustomerName, Industry, Address, Country, State, City, Website; 404 when none',
  })
  @ApiOkResponse({ type: CustomerLookupDto })
  byName(@Param('name') name: string) {
    return this.signups.findByName(name);
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('CustomerAdminsignup')
  @Idempotent()
  @ThrottleAccountBy('body', 'Email')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign up (no token)',
    description:
      'Without CustomerId: a new organisation. Nothing is created yet: the sign-up is kept pending and the address is mailed a link ' +
      '`{PUBLIC_URL}/auth/signup/confirm?token={secret}` (single use, 24 hours; a new sign-up of the address replaces it) that POST /Customer/ConfirmSignup ' +
      'turns into the organisation and its customer admin. An address that already has an account gets the same answer (Id and CustomerId 0 for both), ' +
      'nothing pending, and its owner is told by mail. Answers no sooner than 250 ms. 409 when the organisation name is taken. ' +
      'With CustomerId: staff sign-up, admitted only for an email invited by that organisation (403 otherwise).',
  })
  @ApiOkResponse({ type: SignupResultDto })
  @ApiHeader({
    name: 'Accept-Language',
    required: false,
    description: 'The language of the confirmation mail (en, fr, de, es); English otherwise',
  })
  signup(@Body() dto: CustomerAdminSignupDto, @Ip() ip: string, @AcceptedLanguage() language: Language) {
    // The confirmation mail goes to an address without an account yet: it is written in the sign-up's language.
    return this.signups.signup(dto, ip, language);
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('ConfirmSignup')
  @ThrottleAccountBy('body', 'Token')
  @HttpCode(200)
  @ApiOperation({
    summary: "Confirms a new organisation's sign-up with the mailed secret (no token)",
    description:
      'Creates the organisation and its customer admin (address verified, FirstTimeLogin true) in one transaction and uses the secret up. ' +
      '400 when the secret is unknown, expired or used; 409 when the organisation name was taken since the sign-up (nothing is created).',
  })
  @ApiOkResponse({ type: ConfirmSignupResultDto })
  confirm(@Body() dto: ConfirmSignupDto, @Ip() ip: string) {
    return this.confirmations.confirm(dto.Token, ip);
  }

  @ApiBearerAuth()
  @Roles(Role.CustomerAdmin)
  @Put(':customerId/User/:userId/CustomerProfileComplete')
  @ApiOperation({ summary: "The first-login company profile, by the organisation's own admin; clears FirstTimeLogin" })
  @ApiOkResponse({ type: CustomerDto })
  completeProfile(
    @CurrentUser() user: AuthUser,
    @Param('customerId', ParseIntPipe) customerId: number,
    @Param('userId', ParseIntPipe) userId: number,
    @Body() dto: CustomerProfileCompleteDto,
  ) {
    return this.profiles.complete(user, customerId, userId, dto);
  }
}
