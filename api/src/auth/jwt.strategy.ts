import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectDataSource } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { Role } from '../common/domain/roles';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AuthUser, TokenClaims } from './auth-user';
import { rawBoolean, rawNumberOrNull } from '../database/raw-values';

/** What every authenticated request reads of its user: one indexed row, no entity hydration. */
const USER_CHECK = `SELECT u.id, u.role, u.customer_id AS customerId, u.email, u.first_name AS firstName, u.last_name AS lastName,
  u.is_active AS isActive, u.token_version AS tokenVersion, c.id AS customerRowId, c.is_active AS customerActive
  FROM users u LEFT JOIN customers c ON c.id = u.customer_id AND c.deleted_at IS NULL
  WHERE u.id = ? AND u.deleted_at IS NULL`;

interface UserCheckRow extends AuthUser {
  isActive: number | boolean;
  tokenVersion: number;
  customerRowId: number | null;
  customerActive: number | boolean | null;
}

/**
 * Verifies the bearer token (HS256 only, exp required) and that its user still may act:
 * not deleted, active, customer active, and the token not revoked by a newer token version.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const [user]: UserCheckRow[] = await this.dataSource.query(USER_CHECK, [claims.userid]);
    if (!user || !rawBoolean(user.isActive) || Number(user.tokenVersion) !== claims.tv) return false;
    const customerId = rawNumberOrNull(user.customerId);
    if (customerId !== null && (user.customerRowId === null || !rawBoolean(user.customerActive))) return false;
    return {
      id: Number(user.id),
      role: user.role,
      customerId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    };
  }
}
