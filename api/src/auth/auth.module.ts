import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UsersModule } from '../users/users.module';
import { PasswordChangeService } from './password-change.service';
import { PasswordResetCode } from './password-reset-code.entity';
import { PasswordResetService } from './password-reset.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { PasswordHooks } from './password-hooks';

@Module({
  imports: [
    MailModule,
    AuditModule,
    PassportModule,
    TypeOrmModule.forFeature([PasswordResetCode]),
    UsersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, TokenService, JwtStrategy, PasswordResetService, PasswordChangeService, PasswordHooks],
  exports: [TokenService, AuthService, PasswordHooks],
})
export class AuthModule {}
