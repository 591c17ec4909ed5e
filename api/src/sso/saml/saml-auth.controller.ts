import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, Redirect, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../common/filters/api-error';
import { Public } from '../../common/decorators/public.decorator';
import { SamlLoginService } from './saml-login.service';
import { SamlSettingsService } from './saml-settings.service';
import { spMetadata } from './service-provider';

/**
 * SAML 2.0 sign-in with an organisation's identity provider, all public like the OpenID Connect
 * routes: the portal's SP metadata, the start (redirect binding) and the assertion consumer service
 * (HTTP-POST binding). The request ids and the assertions' signatures guard them, not a token.
 */
@ApiTags('auth')
@Controller('auth/saml')
export class SamlAuthController {
  constructor(
    private readonly login: SamlLoginService,
    private readonly settings: SamlSettingsService,
  ) {}

  @Public()
  @Get('metadata/:spKey')
  @ApiOperation({
    summary:
      'The portal’s SP metadata for one organisation (entity id, ACS URL, NameID format); its URL is also the entity id',
  })
  @ApiOkResponse({ description: 'SAML metadata XML' })
  @ApiNotFoundResponse({ description: 'No organisation has this key' })
  async metadata(@Param('spKey') spKey: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const s = await this.settings.bySpKey(spKey);
    if (!s) throw ApiError.notFound('SAML service provider');
    // Set here, not by @Header: a 404 must keep the JSON error shape.
    reply.header('Content-Type', 'application/samlmetadata+xml; charset=utf-8');
    reply.header('Content-Disposition', 'attachment; filename="portal-saml-metadata.xml"');
    return spMetadata(this.settings.sp(s));
  }

  @Public()
  @Get('start')
  @Redirect()
  @ApiFoundResponse({
    description: 'Location: the provider’s sign-on URL with SAMLRequest, or {PUBLIC_URL}/auth/login?sso_error=…',
  })
  @ApiOperation({
    summary: 'Sends the browser to the organisation’s SAML provider with an AuthnRequest (redirect binding)',
  })
  async start(@Query('domain') domain: string | undefined) {
    return { url: await this.login.start(typeof domain === 'string' ? domain : ''), statusCode: 302 };
  }

  @Public()
  @Post('acs')
  @HttpCode(302)
  @Redirect()
  @ApiFoundResponse({
    description: 'Location: {PUBLIC_URL}/auth/sso#code=… (one-time code), or {PUBLIC_URL}/auth/login?sso_error=…',
  })
  @ApiOperation({
    summary:
      'Assertion consumer service (HTTP-POST binding): checks the provider’s response and hands a one-time code to /auth/sso',
  })
  async acs(@Body() body: Record<string, unknown> | undefined, @Ip() ip: string) {
    // A 302 after a POST is followed with a GET by every browser; the OpenID callback answers the same way.
    return { url: await this.login.acs(body?.SAMLResponse, ip), statusCode: 302 };
  }
}
