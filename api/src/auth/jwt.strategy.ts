import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UsersService } from '../users/users.service';
import { AuthUser, TokenClaims } from './auth-user';
import { cachedJwtVerifier, type JwtVerifier } from './cached-jwt-verifier';

// passport-jwt verifies through this static seam of its Strategy: wrapped once per loaded copy of the library.
const seam = Strategy as unknown as { JwtVerifier: JwtVerifier & { cached?: true } };
if (!seam.JwtVerifier.cached)
  seam.JwtVerifier = Object.assign(cachedJwtVerifier(seam.JwtVerifier), { cached: true as const });

/**
 * Verifies the bearer token (HS256 only, exp required) and that its user still may act:
 * not deleted, active, customer active, and the token not revoked by a newer token version.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse it
      // as a PEM public key on every verification, which cost more CPU than the rest of the check.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: TokenClaims): Promise<AuthUser | false> {
    if (typeof claims.exp !== 'number' || typeof claims.userid !== 'number') return false;
    const user = await this.users.findSessionUser(claims.userid);
    if (!user || user.tokenVersion !== claims.tv) return false;
    const { tokenVersion: _version, ...caller } = user;
    // An unknown scope is refused rather than read as a full session.
    if (claims.scp !== undefined && claims.scp !== 'invitation') return false;
    return claims.scp ? { ...caller, scope: claims.scp } : caller;
  }
}
