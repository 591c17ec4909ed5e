import { Body, Controller, Get, HttpCode, Ip, Post, Query, Redirect, Req, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthThrottlerGuard } from '../auth/auth-throttler.guard';
import { LoginResultDto } from '../auth/dto/auth-responses.dto';
import { Public } from '../common/decorators/public.decorator';
import { ThrottleAccountBy } from '../common/throttling/throttle-account.decorator';
import { SsoDiscoverQueryDto } from './dto/sso-discover-query.dto';
import { SsoExchangeDto } from './dto/sso-exchange.dto';
import { SsoLinkCodeDto, SsoLinkCodeSentDto, SsoLinkDto } from './dto/sso-link.dto';
import { ApiError } from '../common/filters/api-error';
import { SsoDiscoveryDto } from './dto/sso-responses.dto';
import { SsoLoginService } from './sso-login.service';
import { CODE_VALID_MINUTES } from './sso-links.service';

/**
 * Single sign-on with an organisation's OpenID Connect provider (docs/features/single-sign-on.md), all public. The email
 * lookup and the code exchange are throttled like the login; start and callback are not, so a whole
 * organisation behind one address can sign in at nine o'clock (state and code checks guard them).
 */
@ApiTags('auth')
@Controller('auth/sso')
export class SsoAuthController {
  constructor(private readonly sso: SsoLoginService) {}

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @ThrottleAccountBy('query', 'email')
  @Get('discover')
  @ApiOperation({
    summary: 'Whether the email’s domain signs in with an organisation’s SSO; decided by the domain only',
  })
  @ApiOkResponse({ type: SsoDiscoveryDto })
  discover(@Query() query: SsoDiscoverQueryDto): Promise<SsoDiscoveryDto> {
    return this.sso.discover(query.email);
  }

  @Public()
  @Get('start')
  @Redirect()
  @ApiFoundResponse({
    description: 'Location: the provider’s authorization URL, or {PUBLIC_URL}/auth/login?sso_error=…',
  })
  @ApiOperation({
    summary:
      'Redirects to the organisation’s provider (code flow, PKCE, state, nonce), or back to /auth/login?sso_error=',
  })
  async start(@Query('domain') domain: string | undefined) {
    return { url: await this.sso.start(typeof domain === 'string' ? domain : ''), statusCode: 302 };
  }

  @Public()
  @Get('callback')
  @Redirect()
  @ApiFoundResponse({
    description: 'Location: {PUBLIC_URL}/auth/sso#code=… (one-time code), or {PUBLIC_URL}/auth/login?sso_error=…',
  })
  @ApiOperation({
    summary:
      'The redirect URI to register at the provider; hands a one-time code to /auth/sso or a reason to /auth/login',
  })
  async callback(@Query() query: Record<string, string | undefined>, @Req() req: FastifyRequest, @Ip() ip: string) {
    const raw = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    return { url: await this.sso.callback(query, raw, ip), statusCode: 302 };
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @ThrottleAccountBy('body', 'Code')
  @Post('exchange')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchanges the one-time code for the portal’s token (the same answer as /api/auth/login)' })
  @ApiOkResponse({ type: LoginResultDto })
  exchange(@Body() dto: SsoExchangeDto, @Ip() ip: string): Promise<LoginResultDto> {
    return this.sso.exchange(dto.Code, ip);
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @ThrottleAccountBy('body', 'Token')
  @Post('link/code')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Link step: mails a 6-digit code to the address of the account the SSO identity would be linked to',
  })
  @ApiOkResponse({ type: SsoLinkCodeSentDto })
  async linkCode(@Body() dto: SsoLinkCodeDto, @Ip() ip: string): Promise<SsoLinkCodeSentDto> {
    await this.sso.linkCode(dto.Token, ip);
    return { Sent: true, ValidMinutes: CODE_VALID_MINUTES };
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @ThrottleAccountBy('body', 'Token')
  @Post('link')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Link step: the account owner’s password or mailed code links the SSO identity and signs them in (the same answer as /api/auth/login)',
  })
  @ApiOkResponse({ type: LoginResultDto })
  link(@Body() dto: SsoLinkDto, @Ip() ip: string): Promise<LoginResultDto> {
    if (!dto.Password && !dto.Code) throw ApiError.badRequest(['Enter your password or the code']);
    return this.sso.confirmLink(dto.Token, { password: dto.Password, code: dto.Code }, ip);
  }
}
