import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { UsersModule } from '../users/users.module';
import { CustomerProfileService } from './customer-profile.service';
import { EmailVerificationCode } from './email-verification-code.entity';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { SignupController } from './signup.controller';
import { SignupService } from './signup.service';
import { StaffSignupService } from './staff-signup.service';

@Module({
  imports: [TypeOrmModule.forFeature([EmailVerificationCode]), CustomersModule, UsersModule, InquiriesModule],
  controllers: [SignupController, EmailVerificationController],
  providers: [SignupService, StaffSignupService, CustomerProfileService, EmailVerificationService],
})
export class SignupModule {}
