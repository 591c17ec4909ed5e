import { Body, Controller, Get, HttpCode, Ip, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { Role } from '../common/domain/roles';
import { SsoConnectionTestDto, SsoSettingsDto } from './dto/sso-responses.dto';
import { UpdateSsoSettingsDto } from './dto/update-sso-settings.dto';
import { SsoDomainsService } from './sso-domains.service';
import { SsoSettingsService } from './sso-settings.service';
import { DomainPipe } from './dto/domain.pipe';

/** An organisation's SSO settings: its customer admin for their own, the super admin for any organisation. */
@ApiTags('sso')
@ApiBearerAuth()
@Controller('Sso/Settings')
export class SsoSettingsController {
  constructor(
    private readonly settings: SsoSettingsService,
    private readonly domains: SsoDomainsService,
  ) {}

  @Roles(Role.CustomerAdmin)
  @Get()
  @ApiOkResponse({ type: SsoSettingsDto })
  own(@CurrentUser() user: AuthUser): Promise<SsoSettingsDto> {
    return this.settings.view(user.customerId!);
  }

  @Roles(Role.CustomerAdmin)
  @Put()
  @ApiOkResponse({ type: SsoSettingsDto })
  updateOwn(
    @CurrentUser() user: AuthUser,
    @Body() dto: UpdateSsoSettingsDto,
    @Ip() ip: string,
  ): Promise<SsoSettingsDto> {
    return this.settings.update(user.customerId!, dto, user, ip);
  }

  @Roles(Role.CustomerAdmin)
  @Post('Test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reads the stored issuer’s discovery document; answers Ok or why not' })
  @ApiOkResponse({ type: SsoConnectionTestDto })
  testOwn(@CurrentUser() user: AuthUser): Promise<SsoConnectionTestDto> {
    return this.settings.test(user.customerId!);
  }

  @Roles(Role.CustomerAdmin)
  @Post('Domains/:domain/Verify')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Checks the DNS TXT record _portal-challenge.{domain} for the organisation’s token; once found the domain signs in with the organisation',
  })
  @ApiOkResponse({ type: SsoSettingsDto })
  async verifyOwn(
    @CurrentUser() user: AuthUser,
    @Param('domain', DomainPipe) domain: string,
    @Ip() ip: string,
  ): Promise<SsoSettingsDto> {
    await this.domains.verify(user.customerId!, domain, user, ip);
    return this.settings.view(user.customerId!);
  }

  @Roles(Role.SuperAdmin)
  @Post(':customerId/Domains/:domain/Verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'The DNS check of an organisation’s domain, run by the super admin' })
  @ApiOkResponse({ type: SsoSettingsDto })
  verify(
    @CurrentUser() user: AuthUser,
    @Param('customerId', ParseIntPipe) customerId: number,
    @Param('domain', DomainPipe) domain: string,
    @Ip() ip: string,
  ): Promise<SsoSettingsDto> {
    return this.domainStep(customerId, () => this.domains.verify(customerId, domain, user, ip));
  }

  @Roles(Role.SuperAdmin)
  @Post(':customerId/Domains/:domain/Approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'The operator’s approval of an organisation’s domain where it cannot publish a DNS record' })
  @ApiOkResponse({ type: SsoSettingsDto })
  approve(
    @CurrentUser() user: AuthUser,
    @Param('customerId', ParseIntPipe) customerId: number,
    @Param('domain', DomainPipe) domain: string,
    @Ip() ip: string,
  ): Promise<SsoSettingsDto> {
    return this.domainStep(customerId, () => this.domains.approve(customerId, domain, user, ip));
  }

  @Roles(Role.SuperAdmin)
  @Get(':customerId')
  @ApiOkResponse({ type: SsoSettingsDto })
  get(@Param('customerId', ParseIntPipe) customerId: number): Promise<SsoSettingsDto> {
    return this.settings.view(customerId);
  }

  @Roles(Role.SuperAdmin)
  @Put(':customerId')
  @ApiOkResponse({ type: SsoSettingsDto })
  update(
    @CurrentUser() user: AuthUser,
    @Param('customerId', ParseIntPipe) customerId: number,
    @Body() dto: UpdateSsoSettingsDto,
    @Ip() ip: string,
  ): Promise<SsoSettingsDto> {
    return this.settings.update(customerId, dto, user, ip);
  }

  @Roles(Role.SuperAdmin)
  @Post(':customerId/Test')
  @HttpCode(200)
  @ApiOkResponse({ type: SsoConnectionTestDto })
  test(@Param('customerId', ParseIntPipe) customerId: number): Promise<SsoConnectionTestDto> {
    return this.settings.test(customerId);
  }

  /** A super admin's step on an organisation's domain: an organisation that does not exist answers 404 before the step; then its settings as they now stand. */
  private async domainStep(customerId: number, step: () => Promise<unknown>): Promise<SsoSettingsDto> {
    await this.settings.view(customerId);
    await step();
    return this.settings.view(customerId);
  }
}
