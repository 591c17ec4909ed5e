import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../users/user.entity';
import { AuthUser, TokenClaims } from './auth-user';

/**
 * Verifies the bearer token (HS256 only, exp required) and that its user still may act:
 * not deleted, active, customer active, and the token not revoked by a newer token version.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: TokenClaims): Promise<AuthUser | false> {
    if (typeof claims.exp !== 'number' || typeof claims.userid !== 'number') return false;
    // A query builder, not findOne with relations: that form adds a DISTINCT sub-query on every request.
    const user = await this.users
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.customer', 'c')
      .where('u.id = :id', { id: claims.userid })
      .getOne();
    if (!user || !user.isActive || user.tokenVersion !== claims.tv) return false;
    if (user.customerId !== null && (!user.customer || !user.customer.isActive)) return false;
    return {
      id: user.id,
      role: user.role,
      customerId: user.customerId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    };
  }
}
