import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CustomersModule } from '../customers/customers.module';
import { RespondentsModule } from '../respondents/respondents.module';
import { UsersModule } from '../users/users.module';
import { CustomerProfileService } from './customer-profile.service';
import { EmailVerificationCode } from './email-verification-code.entity';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { PendingRegistration } from './pending-registration.entity';
import { PendingRegistrationsService } from './pending-registrations.service';
import { SignupConfirmationService } from './signup-confirmation.service';
import { SignupController } from './signup.controller';
import { SignupService } from './signup.service';
import { StaffSignupService } from './staff-signup.service';
import { InvitationLinkController } from './invitation-link.controller';
import { InvitationLinkService } from './invitation-link.service';
import { PeopleModule } from '../people/people.module';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';

@Module({
  imports: [
    MailModule,
    AuditModule,
    TypeOrmModule.forFeature([EmailVerificationCode, PendingRegistration]),
    AuthModule,
    CustomersModule,
    UsersModule,
    RespondentsModule,
    PeopleModule,
  ],
  controllers: [SignupController, EmailVerificationController, InvitationLinkController],
  providers: [
    SignupService,
    SignupConfirmationService,
    PendingRegistrationsService,
    StaffSignupService,
    CustomerProfileService,
    EmailVerificationService,
    InvitationLinkService,
  ],
})
export class SignupModule {}
