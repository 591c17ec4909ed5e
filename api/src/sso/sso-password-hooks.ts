import { Injectable } from '@nestjs/common';
import { PasswordHooks } from '../auth/password-hooks';
import { SsoLinksService } from './sso-links.service';
import { SsoSettingsService } from './sso-settings.service';

/** Plugs the SSO password-login policy and password-set listener into auth when the module starts. */
@Injectable()
export class SsoPasswordHooks {
  constructor(hooks: PasswordHooks, settings: SsoSettingsService, links: SsoLinksService) {
    hooks.loginPolicy = settings;
    hooks.setListener = links;
  }
}
