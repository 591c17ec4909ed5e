import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { User } from '../users/user.entity';
import type { SessionScope, TokenClaims } from './auth-user';

/** Issues the portal's JWT (HS256) with the claims the specifications read. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  issue(user: User, scope?: SessionScope): string {
    const claims: TokenClaims = {
      role: user.role,
      firstname: user.firstName,
      lastname: user.lastName,
      email: user.email,
      userid: user.id,
      customerid: user.customerId,
      tv: user.tokenVersion,
      ...(scope ? { scp: scope } : {}),
    };
    return this.jwt.sign(claims, { expiresIn: this.config.tokenLifetimeSeconds, algorithm: 'HS256' });
  }
}
