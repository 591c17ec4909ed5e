import { Body, Controller, Get, Ip, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import { Role } from '../../common/domain/roles';
import { SamlSettingsDto } from './dto/saml-responses.dto';
import { UpdateSamlSettingsDto } from './dto/update-saml-settings.dto';
import { SamlSettingsService } from './saml-settings.service';

/** An organisation's SAML provider: its customer admin for their own, the super admin for any organisation (as the SSO settings). */
@ApiTags('sso')
@ApiBearerAuth()
@Controller('Sso/Saml')
export class SamlSettingsController {
  constructor(private readonly settings: SamlSettingsService) {}

  @Roles(Role.CustomerAdmin)
  @Get()
  @ApiOkResponse({ type: SamlSettingsDto })
  own(@CurrentUser() user: AuthUser): Promise<SamlSettingsDto> {
    return this.settings.view(user.customerId!);
  }

  @Roles(Role.CustomerAdmin)
  @Put()
  @ApiOkResponse({ type: SamlSettingsDto })
  updateOwn(
    @CurrentUser() user: AuthUser,
    @Body() dto: UpdateSamlSettingsDto,
    @Ip() ip: string,
  ): Promise<SamlSettingsDto> {
    return this.settings.update(user.customerId!, dto, user, ip);
  }

  @Roles(Role.SuperAdmin)
  @Get(':customerId')
  @ApiOkResponse({ type: SamlSettingsDto })
  get(@Param('customerId', ParseIntPipe) customerId: number): Promise<SamlSettingsDto> {
    return this.settings.view(customerId);
  }

  @Roles(Role.SuperAdmin)
  @Put(':customerId')
  @ApiOkResponse({ type: SamlSettingsDto })
  update(
    @CurrentUser() user: AuthUser,
    @Param('customerId', ParseIntPipe) customerId: number,
    @Body() dto: UpdateSamlSettingsDto,
    @Ip() ip: string,
  ): Promise<SamlSettingsDto> {
    return this.settings.update(customerId, dto, user, ip);
  }
}
